import { OpenAPIHono } from '@hono/zod-openapi';
import { areas } from './areas';
import type { AppEnv } from './env';

type DocumentConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];

let registry: Promise<OpenAPIHono<AppEnv>> | undefined;

/** The /api/v1 areas mounted as app.ts mounts them (media is outside /api/v1), for their OpenAPI registry only. */
async function mountAll() {
  const { media: _media, ...v1Areas } = areas;
  const loaded = await Promise.all(Object.values(v1Areas).map((load) => load()));
  const v1 = new OpenAPIHono<AppEnv>();
  for (const area of loaded) v1.route('/', area);
  return v1;
}

/**
 * The OpenAPI 3.1 document of every /api/v1 route, generated from the routes themselves so it cannot
 * drift from them. Loads every area on the first call; a failed load is tried again on the next.
 */
export async function openApiDocument(config: DocumentConfig) {
  registry ??= mountAll().catch((e: unknown) => {
    registry = undefined;
    throw e;
  });
  return (await registry).getOpenAPI31Document(config);
}
