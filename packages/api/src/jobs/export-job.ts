import { BackgroundTask, configFromEnv, createCore, ExportJobs } from '@portal/core';

// Its own name, which Lambda sets, is where a long export hands on to its next run.
const core = createCore(configFromEnv({ ...process.env, EXPORT_JOB_FUNCTION: process.env.AWS_LAMBDA_FUNCTION_NAME }));

/** What the job reads of Lambda's context: the time its run has left. */
interface JobContext {
  getRemainingTimeInMillis(): number;
}

/**
 * Lambda entry of a transaction export, invoked asynchronously by the API (the core's background
 * work on AWS): writes the report into storage and records the outcome on the job, done or failed.
 * An export too large for one run (its rows, CSV or XLSX) hands on to a next invoke of this
 * function, told by the time the run has left. An event that is not a task is refused loudly;
 * nothing retries it (retryAttempts 0).
 */
export async function handler(event: unknown, context: JobContext) {
  const task = BackgroundTask.parse(event);
  await ExportJobs.run(core, task, { timeLeft: () => context.getRemainingTimeInMillis() });
}
