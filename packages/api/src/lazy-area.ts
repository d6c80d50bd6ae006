import { Hono } from 'hono';
import type { AreaApp, AreaRoute } from './areas';
import type { AppEnv } from './env';

/**
 * A stand-in for an area's sub-app: the same routes in the same order, so the router matches, orders
 * and reads path parameters exactly as with the area mounted. The first request to any of them
 * imports the area; each route then runs the area's own handler at its position (middleware,
 * validators and handler alike). `load` runs at most once while it succeeds; after a failure the
 * next request tries again.
 */
export function lazyArea(routes: readonly AreaRoute[], load: () => Promise<AreaApp>) {
  let area: Promise<AreaApp> | undefined;
  const loaded = () =>
    (area ??= load().catch((e: unknown) => {
      area = undefined;
      throw e;
    }));
  const stand = new Hono<AppEnv>();
  routes.forEach((listed, i) => {
    const [method, path] = listed.split(' ') as [string, string];
    stand.on(method, path, async (c, next) => {
      const route = (await loaded()).routes[i];
      // A stale area-routes.json would run another route's handler here; refuse instead.
      if (`${route?.method} ${route?.path}` !== listed) throw new Error(`The area's route ${i} is not ${listed}: run npm run area-routes`);
      return route!.handler(c, next);
    });
  });
  return stand;
}
