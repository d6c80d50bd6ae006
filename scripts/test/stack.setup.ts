import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '../../packages/api/src/local-server';
import { configFromEnv, createCore } from '../../packages/core/src';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { testPorts } from '../local/ports';
import { SHARED_QUIET_MS, startProjector } from '../local/projector';
import type { DemoAuthenticators } from '../seed/authenticators';
import { seedDemo } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    portalPort: number;
  }
}

/** The whole local stack, as `npm start` runs it, on the test ports with fresh data. */
export default async function setup(project: TestProject) {
  const webDist = resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('web/dist is missing: npm run test:e2e builds it first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Beside the integration suite's ports: npm test runs both suites at once.
  const ports = testPorts(100);
  const emulators = await startEmulators({ ports, dataDir, inMemory: true, sesVerifyAfterMs: 0 });
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'e2e-build') as Record<string, string>;
  const core = createCore(configFromEnv(env));
  const projector = await startProjector({
    core,
    dynamoEndpoint: emulators.endpoints.dynamodb,
    tableName: resources.tableName,
    port: ports.projector,
    log: console.error,
    quietMs: SHARED_QUIET_MS,
  });
  const authenticators: DemoAuthenticators = new Map();
  await seedDemo(core, (identifier) => `http://${identifier}.localhost:${ports.portal}`, authenticators);
  await projector.settle();
  const server = await startLocalServer({ core, port: ports.portal, webDist, defaultDomain: 'acme', log: false });
  project.provide('portalPort', ports.portal);
  project.provide('sesEndpoint', emulators.endpoints.ses);
  project.provide('apiEnv', env);
  project.provide('demoAuthenticators', Object.fromEntries(authenticators));
  const sessionDir = mkdtempSync(join(tmpdir(), 'portal-e2e-sessions-'));
  project.provide('sessionDir', sessionDir);
  project.provide('projectorUrl', projector.url!);
  return async () => {
    await new Promise((done) => server.close(done));
    await projector.stop();
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
