import { describe, expect, it } from 'vitest';
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

/**
 * Bodies that a provider writes, not our clients: BoldSign's webhook events carry fields of its own
 * that it may add to at any time, and the route checks their signature before reading them.
 */
const providerBodies = ['POST /webhooks/boldsign/'];

describe('request bodies', () => {
  it('refuse fields they do not name, in every object of every body (JSON and multipart), but for providers\' events', async () => {
    const document = (await openApiDocument({ openapi: '3.1.0', info: { title: 'portal', version: '1' } })) as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = document.components?.schemas ?? {};
    const open = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => !providerBodies.includes(`${method.toUpperCase()} ${path}`))
        .flatMap(([method, op]) =>
        Object.entries(op.requestBody?.content ?? {}).flatMap(([type, { schema }]) => openObjects(schema, components, `${method.toUpperCase()} ${path} (${type})`)),
      ),
    );
    expect(open).toEqual([]);
    // The exception names a route that is there.
    for (const body of providerBodies) expect(Object.keys(document.paths)).toContain(body.split(' ')[1]);
  });
});
