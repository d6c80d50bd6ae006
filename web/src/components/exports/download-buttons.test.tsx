// @vitest-environment happy-dom
import { EXPORT_FAILED, EXPORT_WILL_EMAIL, type ExportJob } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
const downloadLink = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ api: { get, post }, errorMessage: (e: Error) => e.message }));
vi.mock('../../utils/download', () => ({ downloadLink }));

const { DownloadButtons } = await import('./download-buttons');

const id = '6f1d2c3b-4a59-4e68-8f7a-9b0c1d2e3f40';
const base = { id, format: 'csv', file_name: 'transaction_report_1700000000000.csv', created_at: '2026-11-23T02:00:00.000Z' } as const;
const running: ExportJob = { ...base, status: 'running', rows_written: 0, rows_total: 12, notify: false };
const done: ExportJob = { ...base, status: 'done', rows: 12, url: 'https://files.test/report.csv?signed', expires_at: '2026-11-23T02:05:00.000Z' };
const failed: ExportJob = { ...base, status: 'failed', message: EXPORT_FAILED };

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DownloadButtons list="transactions/" formats={['csv', 'xlsx']} query={{ report: 'all', search: 'acme' }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  downloadLink.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(cleanup);

describe('the download buttons', () => {
  it('start the export, say Preparing... while it runs, ask for its state and save the file once it is done', async () => {
    get.mockResolvedValueOnce(running).mockResolvedValueOnce(running).mockResolvedValueOnce(done);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Preparing...' });
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download XLSX' }).disabled).toBe(true);
    await waitFor(() => expect(downloadLink).toHaveBeenCalledWith(done.url, done.file_name), { timeout: 5000 });
    expect(get.mock.calls.map(([path]) => path)).toEqual(['transactions/export-csv/?report=all&search=acme', `exports/${id}/`, `exports/${id}/`]);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Download CSV' })).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('save a small export at once, without asking again', async () => {
    get.mockResolvedValueOnce({ ...done, format: 'xlsx', file_name: 'transaction_report_1700000000000.xlsx' });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(downloadLink).toHaveBeenCalledWith(done.url, 'transaction_report_1700000000000.xlsx'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![0]).toMatch(/^transactions\/export-xlsx\//);
  });

  it('show the error when the export fails, and save nothing', async () => {
    get.mockResolvedValueOnce(running).mockResolvedValueOnce(failed);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(EXPORT_FAILED);
    expect(downloadLink).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(false);
  });

  it('say how far a long export got, and offer to e-mail its link; asked, they say so and stop offering', async () => {
    const long = { ...running, created_at: new Date(Date.now() - 10_000).toISOString(), rows_total: 250_000 } as const;
    get.mockResolvedValueOnce(long).mockResolvedValue({ ...long, rows_written: 10_000 });
    post.mockResolvedValue({ ...long, rows_written: 10_000, notify: true });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('status')).textContent).toBe('Preparing... 0 of 250,000 rows');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Preparing\.\.\. 10,000 of 250,000 rows, about \d+ min left$/), {
      timeout: 5000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me the link when it is ready' }));
    expect(post).toHaveBeenCalledWith(`exports/${id}/notify/`);
    expect((await screen.findByText(EXPORT_WILL_EMAIL)).textContent).toBe(EXPORT_WILL_EMAIL);
    expect(screen.queryByRole('button', { name: 'E-mail me the link when it is ready' })).toBeNull();
  });
});
