import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundTask } from '../../../core/src/providers/jobs/port';

const core = vi.hoisted(() => ({ id: 'core' }));
const run = vi.hoisted(() => vi.fn());
vi.mock('@portal/core', () => ({
  BackgroundTask,
  configFromEnv: () => ({}),
  createCore: () => core,
  ExportJobs: { run },
}));

const { handler } = await import('./export-job');

describe('export job handler', () => {
  beforeEach(() => {
    run.mockReset();
    run.mockResolvedValue(undefined);
  });

  it('runs the export the event names on the core, telling it the time the run has left', async () => {
    const task = { kind: 'transaction-export', domainId: 3, callerId: 7, jobId: '0b7c6a43-54a5-4a8e-9d0f-5f1f3a1c2b9e' };
    let left = 900_000;
    await handler(task, { getRemainingTimeInMillis: () => left });
    expect(run).toHaveBeenCalledWith(core, task, { timeLeft: expect.any(Function) });
    const { timeLeft } = run.mock.calls[0]![2] as { timeLeft: () => number };
    left = 120_000;
    expect(timeLeft()).toBe(120_000);
  });

  it('refuses an event that is not an export task instead of running something else', async () => {
    const context = { getRemainingTimeInMillis: () => 900_000 };
    await expect(handler({ kind: 'transaction-export', domainId: 3, callerId: 7, jobId: 'not-an-id' }, context)).rejects.toThrow();
    await expect(handler({ subjects: ['documents'] }, context)).rejects.toThrow();
    expect(run).not.toHaveBeenCalled();
  });
});
