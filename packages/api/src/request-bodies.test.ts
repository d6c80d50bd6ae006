import { describe, expect, it } from 'vitest';
import { BODY_LIMITS } from './middleware/body-limit';
import { openApiDocument } from './openapi-document';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
};
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** The paths in a schema to each object that would take a field it does not name. */
function openObjects(schema: Schema | undefined, components: Record<string, Schema>, at: string, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return openObjects(components[schema.$ref.split('/').at(-1)!], components, at, seen);
  }
  const inner = [
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s, i) => openObjects(s, components, `${at}|${i}`, seen)),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => openObjects(s, components, `${at}.${name}`, seen)),
    ...openObjects(schema.items, components, `${at}[]`, seen),
  ];
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || schema.properties !== undefined;
  return isObject && schema.additionalProperties !== false ? [at, ...inner] : inner;
}

/** Each character of a text sent \u-escaped (as some JSON encoders send all but ASCII): the most it can take. */
const BYTES_PER_CHARACTER = 6;
/** A text bounded by its pattern alone (an id, a number, a date), or by a format of a few characters. */
const SHORT_TEXT = 64;
const boundedPattern = (pattern: string) => !/[*+]|\{\d+,\}/.test(pattern);

/**
 * The most bytes a body of `schema` can take as JSON, with the paths to what has no limit (a text
 * without a length, a list without a count, an object open to other fields).
 */
function largestJson(schema: Schema | undefined, components: Record<string, Schema>, at: string, unbounded: string[], depth = 0): number {
  if (!schema || depth > 20) return 0;
  if (schema.$ref) return largestJson(components[schema.$ref.split('/').at(-1)!], components, at, unbounded, depth + 1);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length) return Math.max(...alternatives.map((s, i) => largestJson(s, components, `${at}|${i}`, unbounded, depth + 1)));
  const types = [schema.type ?? []].flat();
  if (schema.properties || types.includes('object')) {
    if (schema.additionalProperties !== false) unbounded.push(`${at} (open object)`);
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, s]) => name.length + 4 + largestJson(s, components, `${at}.${name}`, unbounded, depth + 1),
    );
    return 2 + fields.reduce((sum, n) => sum + n, 0);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined) unbounded.push(`${at}[] (no item count)`);
    return 2 + (schema.maxItems ?? 1) * (1 + largestJson(schema.items, components, `${at}[]`, unbounded, depth + 1));
  }
  if (schema.enum) return 2 + Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
  if (types.includes('string')) {
    const short = (schema.pattern !== undefined && boundedPattern(schema.pattern)) || ['date', 'date-time', 'uuid'].includes(schema.format ?? '');
    if (schema.maxLength === undefined && !short) unbounded.push(`${at} (text without a length)`);
    return 2 + (schema.maxLength ?? SHORT_TEXT) * BYTES_PER_CHARACTER;
  }
  return 24;
}

/**
 * Bodies that a provider writes, not our clients: BoldSign's webhook events carry fields of its own
 * that it may add to at any time, and the route checks their signature before reading them.
 */
const providerBodies = ['POST /webhooks/boldsign/'];

describe('request bodies', () => {
  it("refuse fields they do not name, in every object of every body (JSON and multipart), but for providers' events", async () => {
    const document = (await openApiDocument({ openapi: '3.1.0', info: { title: 'portal', version: '1' } })) as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = document.components?.schemas ?? {};
    const open = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => !providerBodies.includes(`${method.toUpperCase()} ${path}`))
        .flatMap(([method, op]) =>
          Object.entries(op.requestBody?.content ?? {}).flatMap(([type, { schema }]) =>
            openObjects(schema, components, `${method.toUpperCase()} ${path} (${type})`),
          ),
        ),
    );
    expect(open).toEqual([]);
    // The exception names a route that is there.
    for (const body of providerBodies) expect(Object.keys(document.paths)).toContain(body.split(' ')[1]);
  });

  it('fit the body limit as JSON at their largest, every character \\u-escaped, so no valid request is refused for its size', async () => {
    const document = (await openApiDocument({ openapi: '3.1.0', info: { title: 'portal', version: '1' } })) as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = document.components?.schemas ?? {};
    const unbounded: string[] = [];
    const sizes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => !providerBodies.includes(`${method.toUpperCase()} ${path}`))
        .flatMap(([method, op]) => {
          const schema = op.requestBody?.content?.['application/json']?.schema;
          return schema
            ? [{ body: `${method.toUpperCase()} ${path}`, bytes: largestJson(schema, components, `${method.toUpperCase()} ${path}`, unbounded) }]
            : [];
        }),
    );
    expect(unbounded).toEqual([]);
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largest.bytes, largest.body).toBeLessThanOrEqual(BODY_LIMITS.otherBytes);
    // The limit is the largest body with room for whitespace, not one far from any body.
    expect(largest.bytes, largest.body).toBeGreaterThan(BODY_LIMITS.otherBytes / 4);
  });
});
