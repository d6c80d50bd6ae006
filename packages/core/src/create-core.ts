import type { Config } from './config';
import type { Core } from './context';
import { createDynamoClient } from './db/client';
import { createDb } from './db/service';
import { buildProviders, type Providers } from './providers';

/**
 * The core of a process. Without a job function configured, background work runs here, on this
 * core; the export code loads with the first export, not with every cold start.
 */
export function createCore(config: Config, providers?: Providers): Core {
  const core: Core = {
    config,
    db: createDb(createDynamoClient(config), config.tableName, config.auditTableName),
    providers: providers ?? buildProviders(config, async (task) => (await import('./transactions/export-jobs')).run(core, task)),
  };
  return core;
}
