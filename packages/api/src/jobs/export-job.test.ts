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

  it('runs the export the event names on the core', async () => {
    const task = { kind: 'transaction-export', domainId: 3, callerId: 7, jobId: '0b7c6a43-54a5-4a8e-9d0f-5f1f3a1c2b9e' };
    await handler(task);
    expect(run).toHaveBeenCalledWith(core, task);
  });

  it('refuses an event that is not an export task instead of running something else', async () => {
    await expect(handler({ kind: 'transaction-export', domainId: 3, callerId: 7, jobId: 'not-an-id' })).rejects.toThrow();
    await expect(handler({ subjects: ['documents'] })).rejects.toThrow();
    expect(run).not.toHaveBeenCalled();
  });
});
