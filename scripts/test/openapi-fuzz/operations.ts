import type { JsonSchema } from './schema-check';

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One method and path of the OpenAPI document, with the inputs it declares. */
export interface Operation {
  method: string;
  /** The path as the document writes it, e.g. `/users/{id}/`. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: (Parameter & { in: string })[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order: the fuzz test walks exactly these, so a new route is fuzzed from its first commit. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const part = (where: string) =>
          parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? where === 'path' }));
        const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase(),
          path,
          params: part('path'),
          query: part('query'),
          body: mediaType ? { mediaType, schema: content?.schema ?? {} } : undefined,
        };
      }),
  );
}

/** Whether the operation declares any input at all (path, query or body). */
export const declaresInput = (op: Operation) => op.params.length > 0 || op.query.length > 0 || op.body !== undefined;

/**
 * Query parameters that take free text (a search, an opaque cursor): any string up to the length
 * is acceptable to the document, so odd but acceptable values are worth sending too, to reach the
 * handler. Only read-only (GET) operations get such values.
 */
export const freeTextQuery = (op: Operation) =>
  op.method === 'GET' ? op.query.filter((q) => [q.schema.type].flat()[0] === 'string' && !q.schema.format && !q.schema.enum) : [];
