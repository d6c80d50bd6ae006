import { describe, expect, it } from 'vitest';
import areaRoutes from './area-routes.json';
import { readAreaRoutes } from './areas';

describe('area-routes.json', () => {
  it("lists every area's routes as the area registers them (run npm run area-routes after changing a route)", async () => {
    expect(areaRoutes).toEqual(await readAreaRoutes());
  });
});
