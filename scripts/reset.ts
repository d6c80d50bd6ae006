import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dataDir = process.env.PORTAL_DATA_DIR ?? join(resolve(import.meta.dirname, '..'), '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the next npm start seeds a fresh local stack.`);
