import type { BackgroundWork, TaskRunner } from './port';

/**
 * Background work locally (the local stack, the tests): the same task code runs in this process,
 * started and not awaited, so the request answers while it runs. A task records its own failure;
 * anything that still escapes is logged, never left as an unhandled rejection.
 */
export function inProcessWork(run: TaskRunner): BackgroundWork {
  return {
    async start(task) {
      void run(task).catch((e: unknown) =>
        console.error(JSON.stringify({ job: task.kind, jobId: task.jobId, error: e instanceof Error ? e.stack : String(e) })),
      );
    },
  };
}

/** Providers built without a core to run tasks on (createCore passes one): starting work is refused, so no job waits forever. */
export const noWorkHere: BackgroundWork = {
  async start() {
    throw new Error('Background work runs in this process only on a core built by createCore, or set EXPORT_JOB_FUNCTION.');
  },
};
