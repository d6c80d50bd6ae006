import type { ExportJob } from '@portal/contracts';

const count = new Intl.NumberFormat('en-US');

/**
 * What a running export says of itself: rows written of the rows it will hold, and an estimate of
 * the time left from its own pace so far (rows a second since it started). Nothing written yet: it
 * is starting.
 */
export function progressText(job: ExportJob & { status: 'running' }, now = Date.now()): string {
  const total = `${count.format(job.rows_total)}${job.rows_total_at_least ? ' or more' : ''}`;
  if (job.rows_written <= 0) return `Preparing... 0 of ${total} rows`;
  // A search's count is a lower bound: past it, only the rows so far are known.
  if (job.rows_total_at_least && job.rows_written >= job.rows_total) return `Preparing... ${count.format(job.rows_written)} rows so far`;
  const elapsed = Math.max(1, now - Date.parse(job.created_at));
  const perMs = job.rows_written / elapsed;
  const leftMs = Math.max(0, job.rows_total - job.rows_written) / perMs;
  const left = leftMs < 60_000 ? 'less than a minute left' : `about ${Math.round(leftMs / 60_000)} min left`;
  return `Preparing... ${count.format(job.rows_written)} of ${total} rows, ${left}`;
}
