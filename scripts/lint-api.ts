/**
 * `npm run lint:api`: the API's OpenAPI document as the API serves it (GET /api/v1/openapi.json,
 * generated from the routes; nothing started, no emulator reached) written to .build/openapi.json,
 * then linted by Redocly with the rules of redocly.yaml. Fails on any error.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createApp } from '../packages/api/src/app';
import type { Core } from '../packages/core/src';

const root = resolve(import.meta.dirname, '..');
const file = resolve(root, '.build/openapi.json');

// The document's route reads the build version only; nothing else of the core is reached.
const app = createApp({ core: { config: { buildVersion: 'lint' } } as unknown as Core, clientAddress: () => '127.0.0.1', log: () => {} });
const res = await app.request('/api/v1/openapi.json');
if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}: ${await res.text()}`);
mkdirSync(resolve(root, '.build'), { recursive: true });
writeFileSync(file, `${JSON.stringify(await res.json(), null, 2)}\n`);

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', resolve(root, 'redocly.yaml'), '--format', 'stylish'], {
  stdio: 'inherit',
  // No update check against the network, no announcements.
  env: { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
});
process.exit(lint.status ?? 1);
