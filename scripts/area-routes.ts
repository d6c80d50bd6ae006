/**
 * `npm run area-routes`: writes each API area's routes (method and path, in registration order) to
 * packages/api/src/area-routes.json (`METHOD /path`), from which app.ts mounts the areas without loading them. Run it
 * after adding, removing or reordering a route; a unit test (areas.test.ts) fails until then.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readAreaRoutes } from '../packages/api/src/areas';

const file = resolve(import.meta.dirname, '../packages/api/src/area-routes.json');
const routes = await readAreaRoutes();
const lines = Object.entries(routes).map(
  ([name, list]) => `  ${JSON.stringify(name)}: [\n${list.map((route) => `    ${JSON.stringify(route)}`).join(',\n')}\n  ]`,
);
writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
console.log(`${file}: ${Object.values(routes).flat().length} routes in ${lines.length} areas`);
