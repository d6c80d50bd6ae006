export type StatusSubject = 'documents' | 'templates' | 'payments';

export interface StatusRunResult {
  checked: number;
  completed: number;
  failed?: number;
}

/** Seconds between runs of each subject; 0 turns that subject off. */
export interface StatusJobIntervals {
  documents: number;
  templates: number;
  /** Pending card payments whose gateway answer never came (reconciled once a minute old). */
  payments: number;
}

export const defaultStatusJobIntervals: StatusJobIntervals = { documents: 60, templates: 600, payments: 30 };

/**
 * The local stand-in for the EventBridge schedules of stacks/jobs.ts. PORTAL_STATUS_JOB_SECONDS
 * sets the documents interval (0 turns the whole job off), PORTAL_STATUS_TEMPLATES_SECONDS the
 * templates interval (0 turns templates off), PORTAL_STATUS_PAYMENTS_SECONDS the payments'.
 */
export function statusJobIntervalsFromEnv(env: NodeJS.ProcessEnv = process.env): StatusJobIntervals {
  const seconds = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds (0 turns it off), not "${raw}"`);
    return value;
  };
  const documents = seconds('PORTAL_STATUS_JOB_SECONDS', defaultStatusJobIntervals.documents);
  if (documents === 0) return { documents: 0, templates: 0, payments: 0 };
  return {
    documents,
    templates: seconds('PORTAL_STATUS_TEMPLATES_SECONDS', defaultStatusJobIntervals.templates),
    payments: seconds('PORTAL_STATUS_PAYMENTS_SECONDS', defaultStatusJobIntervals.payments),
  };
}

export interface StatusJobTimerOptions {
  intervals: StatusJobIntervals;
  /** One run for one subject: StatusJob.run with the local core. */
  run: (subject: StatusSubject) => Promise<StatusRunResult>;
  /** Delay before each subject's first run. */
  firstRunSeconds?: number;
  log?: (line: string) => void;
  logError?: (line: string, error: unknown) => void;
}

export interface StatusJobTimers {
  /** Cancels the coming runs and waits for the ones under way. */
  stop(): Promise<void>;
}

/**
 * Runs each subject on its own timer. The next run is planned when the previous one ends, so two
 * runs of one subject never overlap in this process; a failed run is logged and the timer goes on.
 */
export function startStatusJobTimers(options: StatusJobTimerOptions): StatusJobTimers {
  const { intervals, run, firstRunSeconds = 5 } = options;
  const log = options.log ?? ((line) => console.log(line));
  const logError = options.logError ?? ((line, error) => console.error(line, error));
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (subject: StatusSubject, seconds: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const current = runOnce(subject).finally(() => {
        running.delete(current);
        schedule(subject, intervals[subject]);
      });
      running.add(current);
    }, seconds * 1000);
    timers.add(timer);
  };

  const runOnce = async (subject: StatusSubject) => {
    const started = performance.now();
    try {
      const { checked, completed, failed = 0 } = await run(subject);
      if (checked > 0) {
        const ms = Math.round(performance.now() - started);
        log(`Status job (${subject}): ${checked} checked, ${completed} completed, ${failed} failed in ${ms} ms`);
      }
    } catch (error) {
      logError(`Status job (${subject}) failed; it runs again in ${intervals[subject]} s:`, error);
    }
  };

  for (const subject of ['documents', 'templates', 'payments'] as const) {
    if (intervals[subject] > 0) schedule(subject, Math.min(firstRunSeconds, intervals[subject]));
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
