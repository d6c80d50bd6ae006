import type { ExportJob } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { progressText } from './export-progress';

const job = (written: number, total: number, atLeast = false): ExportJob & { status: 'running' } => ({
  id: 'x',
  format: 'csv',
  file_name: 'f.csv',
  created_at: '2026-11-28T10:00:00.000Z',
  status: 'running',
  rows_written: written,
  rows_total: total,
  notify: false,
  ...(atLeast ? { rows_total_at_least: true } : {}),
});
const at = (seconds: number) => Date.parse('2026-11-28T10:00:00.000Z') + seconds * 1000;

describe('a running export', () => {
  it('says the rows written of the rows it will hold, and the time left at its own pace', () => {
    expect(progressText(job(0, 250_000), at(2))).toBe('Preparing... 0 of 250,000 rows');
    // 10,000 rows in 20 s: 240,000 more take 8 minutes.
    expect(progressText(job(10_000, 250_000), at(20))).toBe('Preparing... 10,000 of 250,000 rows, about 8 min left');
    expect(progressText(job(240_000, 250_000), at(480))).toBe('Preparing... 240,000 of 250,000 rows, less than a minute left');
    expect(progressText(job(500, 1_000, true), at(10))).toBe('Preparing... 500 of 1,000 or more rows, less than a minute left');
    expect(progressText(job(5_000, 1_000, true), at(10))).toBe('Preparing... 5,000 rows so far');
  });
});
