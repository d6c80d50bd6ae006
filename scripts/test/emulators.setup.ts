import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { configFromEnv, createCore } from '../../packages/core/src';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { testPorts } from '../local/ports';
import { SHARED_QUIET_MS, startProjector } from '../local/projector';
import type { DemoAuthenticators } from '../seed/authenticators';
import { seedDemo } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    apiEnv: Record<string, string>;
    sesEndpoint: string;
    projectorUrl: string;
    /** The demo admins' authenticator secrets, by e-mail (they sign in with two-factor). */
    demoAuthenticators: Record<string, string>;
    /** Where the run's test files keep the sessions of members who sign in with two-factor (sessions.ts). */
    sessionDir: string;
  }
}

/** Starts the emulators and the projector once for the integration run, creates the resources and seeds the demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-int-'));
  const ports = testPorts();
  const emulators = await startEmulators({ ports, dataDir, inMemory: true });
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'test-build') as Record<string, string>;
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
  project.provide('apiEnv', env);
  project.provide('demoAuthenticators', Object.fromEntries(authenticators));
  const sessionDir = mkdtempSync(join(tmpdir(), 'portal-int-sessions-'));
  project.provide('sessionDir', sessionDir);
  project.provide('sesEndpoint', emulators.endpoints.ses);
  project.provide('projectorUrl', projector.url!);
  return async () => {
    await projector.stop();
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
