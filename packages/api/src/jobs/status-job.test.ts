import { beforeEach, describe, expect, it, vi } from 'vitest';

const core = vi.hoisted(() => ({ id: 'core' }));
const run = vi.hoisted(() => vi.fn());
vi.mock('@portal/core', () => ({
  configFromEnv: () => ({}),
  createCore: () => core,
  StatusJob: { run },
}));

const { handler, subjectsOf } = await import('./status-job');

describe('status job handler', () => {
  beforeEach(() => {
    run.mockReset();
    run.mockResolvedValue({ checked: 3, completed: 1 });
  });

  it('runs the job for the subjects of the schedule and logs the counts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(handler({ subjects: ['documents'] })).resolves.toEqual({ checked: 3, completed: 1 });
    expect(run).toHaveBeenCalledWith(core, expect.objectContaining({ subjects: ['documents'] }));
    const line = JSON.parse(log.mock.calls.at(-1)![0] as string);
    expect(line).toMatchObject({ job: 'status', subjects: ['documents'], checked: 3, completed: 1 });
    log.mockRestore();
  });

  it('checks every subject when the event names none', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await handler({});
    expect(run).toHaveBeenCalledWith(core, expect.objectContaining({ subjects: undefined }));
  });

  it('rejects unknown subjects instead of silently checking nothing', () => {
    expect(subjectsOf({ subjects: ['templates', 'documents'] })).toEqual(['templates', 'documents']);
    expect(subjectsOf({ subjects: ['payments'] })).toEqual(['payments']);
    expect(() => subjectsOf({ subjects: ['invoices'] })).toThrow(/Unknown status job subjects/);
    expect(() => subjectsOf({ subjects: 'documents' })).toThrow(/Unknown status job subjects/);
  });
});
