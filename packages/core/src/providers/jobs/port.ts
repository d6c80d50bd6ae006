import { z } from 'zod';

/**
 * Work a request starts and does not wait for; small and plain, as it travels as a Lambda event.
 * The work itself reads everything else from the record the task names.
 */
export const BackgroundTask = z.object({
  kind: z.literal('transaction-export'),
  domainId: z.number().int(),
  callerId: z.number().int(),
  jobId: z.uuid(),
  /** Which run of the job this is, when a run hands on to the next (the first has none): a repeated event finds it taken. */
  run: z.number().int().min(2).optional(),
});
export type BackgroundTask = z.infer<typeof BackgroundTask>;

/** Runs a task to its end; failures are the task's to record (an export marks itself failed). */
export type TaskRunner = (task: BackgroundTask) => Promise<void>;

/** Where background work runs: an asynchronous function on AWS, this process locally. */
export interface BackgroundWork {
  /** Hands `task` over and resolves once it is accepted, long before it ends. */
  start(task: BackgroundTask): Promise<void>;
}
