import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStatusJobTimers, statusJobIntervalsFromEnv, type StatusSubject } from './status-jobs';

describe('statusJobIntervalsFromEnv', () => {
  it('checks documents every minute, templates every ten minutes and pending payments every half minute by default', () => {
    expect(statusJobIntervalsFromEnv({})).toEqual({ documents: 60, templates: 600, payments: 30 });
  });

  it('takes the intervals from the environment; 0 turns the job or templates off', () => {
    expect(statusJobIntervalsFromEnv({ PORTAL_STATUS_JOB_SECONDS: '15', PORTAL_STATUS_TEMPLATES_SECONDS: '30', PORTAL_STATUS_PAYMENTS_SECONDS: '20' })).toEqual(
      {
        documents: 15,
        templates: 30,
        payments: 20,
      },
    );
    expect(statusJobIntervalsFromEnv({ PORTAL_STATUS_JOB_SECONDS: '0' })).toEqual({ documents: 0, templates: 0, payments: 0 });
    expect(statusJobIntervalsFromEnv({ PORTAL_STATUS_TEMPLATES_SECONDS: '0' })).toEqual({ documents: 60, templates: 0, payments: 30 });
    expect(statusJobIntervalsFromEnv({ PORTAL_STATUS_PAYMENTS_SECONDS: '0' })).toEqual({ documents: 60, templates: 600, payments: 0 });
  });

  it('rejects what is not a number of seconds', () => {
    expect(() => statusJobIntervalsFromEnv({ PORTAL_STATUS_JOB_SECONDS: 'soon' })).toThrow(/PORTAL_STATUS_JOB_SECONDS/);
    expect(() => statusJobIntervalsFromEnv({ PORTAL_STATUS_TEMPLATES_SECONDS: '-1' })).toThrow(/PORTAL_STATUS_TEMPLATES_SECONDS/);
  });
});

describe('startStatusJobTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const quiet = { log: () => {}, logError: () => {} };

  it('runs each subject shortly after start, then at its own interval', async () => {
    const runs: StatusSubject[] = [];
    const timers = startStatusJobTimers({
      ...quiet,
      intervals: { documents: 60, templates: 600, payments: 30 },
      run: async (subject) => {
        runs.push(subject);
        return { checked: 0, completed: 0 };
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.sort()).toEqual(['documents', 'payments', 'templates']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs.filter((s) => s === 'documents')).toHaveLength(11);
    expect(runs.filter((s) => s === 'templates')).toHaveLength(2);
    expect(runs.filter((s) => s === 'payments')).toHaveLength(21);
    await timers.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toHaveLength(34);
  });

  it('never starts a subject again while its previous run is under way', async () => {
    let active = 0;
    let most = 0;
    const timers = startStatusJobTimers({
      ...quiet,
      intervals: { documents: 1, templates: 0, payments: 0 },
      run: async () => {
        most = Math.max(most, ++active);
        await new Promise((done) => setTimeout(done, 10_000));
        active--;
        return { checked: 1, completed: 0 };
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(most).toBe(1);
    // stop() waits for the run under way.
    const stopping = timers.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopping;
    expect(active).toBe(0);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const timers = startStatusJobTimers({
      log: () => {},
      logError: (_line, error) => errors.push(error),
      intervals: { documents: 60, templates: 0, payments: 0 },
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('provider down');
        return { checked: 2, completed: 1 };
      },
    });
    await vi.advanceTimersByTimeAsync(65_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('provider down')]);
    await timers.stop();
  });

  it('starts nothing when turned off', async () => {
    const run = vi.fn(async () => ({ checked: 0, completed: 0 }));
    const timers = startStatusJobTimers({ ...quiet, intervals: { documents: 0, templates: 0, payments: 0 }, run });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(run).not.toHaveBeenCalled();
    await timers.stop();
  });
});
