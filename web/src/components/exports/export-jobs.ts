import { EXPORT_FAILED, EXPORT_POLL_MS, type ExportFormat, type ExportJob } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { withQuery } from '../../hooks/use-cursor-list';
import { api } from '../../lib/api-client';
import { downloadLink } from '../../utils/download';

export type { ExportFormat };

/** The filters of a list's export, as its query string carries them (empty ones are left out). */
export type ExportQuery = object;

/**
 * Starts the export of a list (`list` is its path, e.g. 'transactions/' or 'audit-log/', whose
 * export-csv/ and export-xlsx/ start one); a small one answers done at once, a large one running.
 */
export const startExport = (list: string, format: ExportFormat, query: ExportQuery) => api.get<ExportJob>(withQuery(`${list}export-${format}/`, query));
export const getExportJob = (id: string) => api.get<ExportJob>(`exports/${id}/`);
/** Asks for the export's link by e-mail once it is ready. */
export const notifyExport = (id: string) => api.post<ExportJob>(`exports/${id}/notify/`);

/** An export that ended failed on the server. */
export class ExportFailed extends Error {}

const pause = (ms: number) => new Promise((done) => window.setTimeout(done, ms));

/**
 * Starts an export and asks for its state every `pollMs` while it runs; once done, the browser
 * saves the file from its short-lived link under the name the server gave it. A failed export throws.
 */
export async function exportFile(
  list: string,
  format: ExportFormat,
  query: ExportQuery,
  pollMs = EXPORT_POLL_MS,
  onProgress: (job: ExportJob & { status: 'running' }) => void = () => {},
): Promise<ExportJob & { status: 'done' }> {
  let job = await startExport(list, format, query);
  while (job.status === 'running') {
    onProgress(job);
    await pause(pollMs);
    job = await getExportJob(job.id);
  }
  if (job.status === 'failed') throw new ExportFailed(job.message || EXPORT_FAILED);
  downloadLink(job.url, job.file_name);
  return job;
}

/** Downloads a list as CSV or XLSX: the server writes the file in the background, the page waits for it and hears its progress. */
export function useExportFile(list: string, onProgress?: (job: ExportJob & { status: 'running' }) => void) {
  return useMutation({
    mutationFn: ({ format, query }: { format: ExportFormat; query: ExportQuery }) => exportFile(list, format, query, EXPORT_POLL_MS, onProgress),
  });
}

export const useNotifyExport = () => useMutation({ mutationFn: notifyExport });
