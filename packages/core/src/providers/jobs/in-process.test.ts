import { describe, expect, it, vi } from 'vitest';
import { inProcessWork, noWorkHere } from './in-process';
import type { BackgroundTask } from './port';

const task: BackgroundTask = { kind: 'transaction-export', domainId: 2, callerId: 7, jobId: '3d0f8f0e-2b1c-4b53-9a1e-0c6e1f5d2a7b' };

describe('background work in this process', () => {
  it('starts the task and answers before it ends', async () => {
    let finish!: () => void;
    const ended = vi.fn();
    const work = inProcessWork((t) => {
      expect(t).toEqual(task);
      return new Promise<void>((done) => (finish = done)).then(ended);
    });
    await work.start(task);
    expect(ended).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
  });

  it('logs a task that throws instead of leaving an unhandled rejection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await inProcessWork(async () => {
      throw new Error('disk full');
    }).start(task);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
      job: 'transaction-export',
      jobId: task.jobId,
      error: expect.stringContaining('disk full'),
    });
    logged.mockRestore();
  });

  it('refuses work when no core runs it here', async () => {
    await expect(noWorkHere.start(task)).rejects.toThrow(/EXPORT_JOB_FUNCTION/);
  });
});
