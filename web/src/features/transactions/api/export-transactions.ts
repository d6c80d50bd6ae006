import { EXPORT_FAILED, EXPORT_POLL_MS, type ExportFormat, type ExportJob, type TransactionExportQuery } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { downloadLink } from '../../../utils/download';

export type { ExportFormat };

/** Starts an export; a small one answers done at once, a large one running. */
export const startExport = (format: ExportFormat, query: TransactionExportQuery) => api.get<ExportJob>(withQuery(`transactions/export-${format}/`, query));
export const getExportJob = (id: string) => api.get<ExportJob>(`transactions/export/${id}/`);

/** An export that ended failed on the server. */
export class ExportFailed extends Error {}

const pause = (ms: number) => new Promise((done) => window.setTimeout(done, ms));

/**
 * Starts an export and asks for its state every `pollMs` while it runs; once done, the browser
 * saves the file from its short-lived link under the spec's name (§9). A failed export throws.
 */
export async function exportFile(format: ExportFormat, query: TransactionExportQuery, pollMs = EXPORT_POLL_MS): Promise<ExportJob & { status: 'done' }> {
  let job = await startExport(format, query);
  while (job.status === 'running') {
    await pause(pollMs);
    job = await getExportJob(job.id);
  }
  if (job.status === 'failed') throw new ExportFailed(job.message || EXPORT_FAILED);
  downloadLink(job.url, job.file_name);
  return job;
}

/** Downloads a report as CSV or XLSX: the server writes the file in the background, the page waits for it. */
export function useExportTransactions() {
  return useMutation({ mutationFn: ({ format, query }: { format: ExportFormat; query: TransactionExportQuery }) => exportFile(format, query) });
}
