import { OpenAPIHono } from '@hono/zod-openapi';
import { areas, type AreaName } from './areas';
import type { AppEnv } from './env';
import { sessionUseOf, type SessionUse } from './middleware/auth';
import { operationSummaries } from './openapi-summaries';

type DocumentConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];
type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** The areas app.ts mounts before the domain middleware: their calls name no domain. */
const DOMAIN_FREE: ReadonlySet<AreaName> = new Set(['public', 'webhooks']);

const BEARER = 'bearerAuth';

/** Each operation's session and whether it belongs to a domain, by `METHOD /path/:param/` as Hono routes it. */
type Operations = Map<string, { session?: SessionUse; domainScoped: boolean }>;

let registry: Promise<{ v1: OpenAPIHono<AppEnv>; operations: Operations }> | undefined;

/** The /api/v1 areas mounted as app.ts mounts them (media is outside /api/v1), for their OpenAPI registry only. */
async function mountAll() {
  const { media: _media, ...v1Areas } = areas;
  const loaded = await Promise.all(Object.entries(v1Areas).map(async ([name, load]) => [name as AreaName, await load()] as const));
  const v1 = new OpenAPIHono<AppEnv>();
  v1.openAPIRegistry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The token auth/login/ answers (a Cognito ID token), sent as `Authorization: Bearer <token>`; `Authorization: token <token>` is taken as well.',
  });
  const operations: Operations = new Map();
  for (const [name, area] of loaded) {
    // A route's middleware are routes of their own on its method and path, before its handler.
    for (const { method, path, handler } of area.routes) {
      const key = `${method} ${path}`;
      operations.set(key, { session: operations.get(key)?.session ?? sessionUseOf([handler]), domainScoped: !DOMAIN_FREE.has(name) });
    }
    v1.route('/', area);
  }
  return { v1, operations };
}

/** The Domain header as the local stack reads it (middleware/domain.ts). */
const domainHeader = {
  name: 'Domain',
  in: 'header' as const,
  required: false,
  schema: { type: 'string' as const, maxLength: 63 },
  description:
    "The white-label domain's identifier, read by the local stack only (without it, the host name's domain). On AWS the CloudFront distribution a request came through names its domain, and this header is ignored.",
};

/**
 * Each operation's summary, its security (the bearer token where a session is needed, optional
 * where one is taken, none otherwise) and the Domain header where it belongs.
 */
function declareAccess(document: Document, operations: Operations): Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, { summary?: string; security?: unknown; parameters?: unknown[] }>)) {
      operation.summary ??= operationSummaries[`${method.toUpperCase()} ${path}`];
      const declared = operations.get(`${method.toUpperCase()} ${path.replaceAll(/\/{(.+?)}/g, '/:$1')}`);
      if (!declared) continue;
      operation.security = declared.session === 'required' ? [{ [BEARER]: [] }] : declared.session === 'optional' ? [{ [BEARER]: [] }, {}] : [];
      if (declared.domainScoped) operation.parameters = [...(operation.parameters ?? []), domainHeader];
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document of every /api/v1 route, generated from the routes themselves so it cannot
 * drift from them: the security each route's middleware asks for, and the Domain header on every
 * call of a domain. Loads every area on the first call; a failed load is tried again on the next.
 */
export async function openApiDocument(config: DocumentConfig) {
  registry ??= mountAll().catch((e: unknown) => {
    registry = undefined;
    throw e;
  });
  const { v1, operations } = await registry;
  return declareAccess(v1.getOpenAPI31Document(config), operations);
}
