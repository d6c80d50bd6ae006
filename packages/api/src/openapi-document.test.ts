import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document';
import { operationSummaries } from './openapi-summaries';

type Operation = { summary?: string; security?: Record<string, string[]>[]; parameters?: { name: string; in: string }[] };
let document: Awaited<ReturnType<typeof openApiDocument>>;
let operations: [key: string, operation: Operation][];

beforeAll(async () => {
  document = await openApiDocument({ openapi: '3.1.0', info: { title: 'test', version: '0' } });
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]),
  );
});

const operation = (key: string) => {
  const found = operations.find(([k]) => k === key)?.[1];
  expect(found, key).toBeDefined();
  return found!;
};
const bearer = [{ bearerAuth: [] }];

describe('the OpenAPI document', () => {
  it('declares the bearer scheme the API takes in Authorization', () => {
    expect(document.components?.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }) });
  });

  it('asks for the bearer token on every call that needs a session, on none of the public ones, and makes it optional where a public page shares the call', () => {
    for (const key of ['GET /users/{id}/', 'POST /auth/sign-out/', 'PATCH /domain/config/{domain}/', 'GET /exports/{id}/'])
      expect(operation(key).security, key).toEqual(bearer);
    for (const key of [
      'POST /auth/login/',
      'GET /auth/build-version/',
      'GET /domain/config/{domain}/',
      'POST /webhooks/boldsign/',
      'POST /users/reset-password/',
      'GET /auth/boldsign/',
    ])
      expect(operation(key).security, key).toEqual([]);
    for (const key of ['POST /harvest-centers/', 'POST /sales-rep/', 'GET /sales-rep/{id}/user-exists/'])
      expect(operation(key).security, key).toEqual([...bearer, {}]);
    expect(operations.filter(([, o]) => JSON.stringify(o.security) === JSON.stringify(bearer)).length).toBeGreaterThan(operations.length * 0.8);
  });

  it('declares the Domain header on every call of a domain, and on no call that names none', () => {
    const domainHeader = (o: Operation) => (o.parameters ?? []).filter((p) => p.in === 'header' && p.name === 'Domain');
    const domainFree = ['GET /auth/build-version/', 'GET /domain/config/{domain}/', 'POST /webhooks/boldsign/'];
    for (const [key, o] of operations) expect(domainHeader(o), key).toHaveLength(domainFree.includes(key) ? 0 : 1);
  });

  it('names each path parameter once across the operations of a path: no two templates differ by their names alone', () => {
    const shapes = Object.keys(document.paths ?? {}).map((path) => path.replaceAll(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('gives every operation a summary, and keeps no summary of an operation that is gone', () => {
    for (const [key, o] of operations) expect(o.summary, key).toMatch(/\S/);
    const keys = new Set(operations.map(([key]) => key));
    expect(Object.keys(operationSummaries).filter((key) => !keys.has(key))).toEqual([]);
  });
});
