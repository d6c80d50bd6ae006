import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { configFromEnv, createCore } from '../../packages/core/src';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { testPorts } from '../local/ports';
import { seedDemo } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    apiEnv: Record<string, string>;
    sesEndpoint: string;
  }
}

/** Starts the emulators once for the integration run, creates the resources and seeds the demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-int-'));
  const ports = testPorts();
  const emulators = await startEmulators({ ports, dataDir, inMemory: true });
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'test-build') as Record<string, string>;
  await seedDemo(createCore(configFromEnv(env)), (identifier) => `http://${identifier}.localhost:${ports.portal}`);
  project.provide('apiEnv', env);
  project.provide('sesEndpoint', emulators.endpoints.ses);
  return async () => {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
