import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describe, expect, it } from 'vitest';
import type { AreaApp } from './areas';
import type { AppEnv } from './env';
import { lazyArea } from './lazy-area';
import { ok, router } from './router';

/** An area as the routes files write one: a checked parameter, route middleware and a catch-all after them. */
const area = () =>
  router()
    .openapi(
      createRoute({
        method: 'get',
        path: '/things/{id}/',
        middleware: [createMiddleware<AppEnv>(async (c, next) => (c.req.header('x-stop') ? c.json({ stopped: true }, 403) : next()))] as const,
        request: { params: z.object({ id: z.coerce.number().int().positive() }) },
        responses: ok(z.object({ id: z.number() })),
      }),
      (c) => c.json({ id: c.req.valid('param').id }, 200),
    )
    .get('/things/*', (c) => c.text(`any ${c.req.path}`));

const listed = (app: AreaApp) => app.routes.map((r) => `${r.method} ${r.path}`);

const mount = (sub: Hono<AppEnv>) => new Hono<AppEnv>().route('/v1', sub);

const requests: [string, RequestInit?][] = [
  ['/v1/things/7/'],
  ['/v1/things/nope/'],
  ['/v1/things/7/', { headers: { 'x-stop': '1' } }],
  ['/v1/things/7/more'],
  ['/v1/things/7/', { method: 'POST' }],
  ['/v1/other/'],
];

describe('lazyArea', () => {
  it('answers every request as the area mounted itself would, loading the area once', async () => {
    const eager = mount(area());
    let loads = 0;
    const lazy = mount(
      lazyArea(listed(area()), async () => {
        loads += 1;
        return area();
      }),
    );
    expect(loads).toBe(0);
    for (const [path, init] of requests) {
      const [want, got] = [await eager.request(path, init), await lazy.request(path, init)];
      expect([got.status, await got.text()], path).toEqual([want.status, await want.text()]);
    }
    expect(loads).toBe(1);
  });

  it('tries the import again on the next request after a failed one', async () => {
    let fail = true;
    const lazy = mount(
      lazyArea(listed(area()), async () => {
        if (fail) throw new Error('chunk not readable');
        return area();
      }),
    );
    expect((await lazy.request('/v1/things/7/')).status).toBe(500);
    fail = false;
    expect(await (await lazy.request('/v1/things/7/')).json()).toEqual({ id: 7 });
  });

  it('refuses to run a handler when the listed routes no longer match the area', async () => {
    const stale = listed(area()).map((route) => route.replace('/things/*', '/stuff/*'));
    const lazy = mount(lazyArea(stale, async () => area()));
    expect((await lazy.request('/v1/stuff/x')).status).toBe(500);
  });
});
