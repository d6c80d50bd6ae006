import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { configFromEnv, createCore } from '../../packages/core/src';
import { localCredentials } from '../../packages/core/src/config';
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

/**
 * The test table's change stream, from which stored-state.ts learns what a request wrote without
 * reading the whole table. Only the tests turn it on; the product reads no stream.
 */
async function enableChangeStream(endpoint: string, TableName: string) {
  const db = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
  await db.send(new UpdateTableCommand({ TableName, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }));
  db.destroy();
}

/** Starts the emulators once for the integration run, creates the resources and seeds the demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-int-'));
  const ports = testPorts();
  const emulators = await startEmulators({ ports, dataDir, inMemory: true });
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'test-build') as Record<string, string>;
  await enableChangeStream(emulators.endpoints.dynamodb, resources.tableName);
  await seedDemo(createCore(configFromEnv(env)), (identifier) => `http://${identifier}.localhost:${ports.portal}`);
  project.provide('apiEnv', env);
  project.provide('sesEndpoint', emulators.endpoints.ses);
  return async () => {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
