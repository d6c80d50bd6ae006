import { BackgroundTask, configFromEnv, createCore, ExportJobs } from '@portal/core';

const core = createCore(configFromEnv());

/**
 * Lambda entry of a transaction export, invoked asynchronously by the API (the core's background
 * work on AWS): writes the report into storage and records the outcome on the job, done or failed.
 * An event that is not a task is refused loudly; nothing retries it (retryAttempts 0).
 */
export async function handler(event: unknown) {
  const task = BackgroundTask.parse(event);
  await ExportJobs.run(core, task);
}
