import type { TransactionRow } from '@portal/contracts';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { DomainCtx } from '../context';
import { idBatches } from './report-read';
import type { ReportPlan } from './report-plan';
import { rowsOf } from './report-rows';

/** Rows read per Query while an export streams: memory holds one batch and one upload part. */
export const EXPORT_BATCH = 500;

/** The columns of the exported reports, as the tables head them. */
export const EXPORT_HEADERS = [
  'ID',
  'Date',
  'Patient',
  'Harvest Center',
  'Referral Harvest Center',
  'HC Staff',
  'Sales Rep',
  'Sales Manager',
  'Sales Distributor',
  'Product',
  'Quantity',
  'Amount',
  'Coupon Code',
  'Coupon Amount',
  'Commission Paid',
  'Transaction Note',
] as const;

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that hides one) is kept as text by a leading apostrophe (OWASP's CSV injection advice).
 */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** MM/dd/yyyy of an ISO date, in UTC (spec §9). */
export const dayOf = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);
const nameOf = (p: TransactionRow['patient']) => (p ? p.company || p.username : '');
const personOf = (p: TransactionRow['patient']) => (p ? p.username : '');

/** A row as the files hold it: text escaped, amounts in dollars. */
function cellsOf(r: TransactionRow): (string | number)[] {
  const text = [
    personOf(r.patient),
    nameOf(r.harvest_center),
    nameOf(r.referral_harvest_center),
    personOf(r.hc_staff_desc),
    personOf(r.sales_rep),
    personOf(r.sales_manager),
    personOf(r.sales_distributor),
    r.product_name,
  ].map(safeCell);
  return [r.id, dayOf(r.date), ...text, r.quantity, dollars(r.amount_cents), safeCell(r.coupon_code_used ?? ''), dollars(r.coupon_code_amount_cents), r.commission_paid ? 'Yes' : 'No', safeCell(r.transaction_note)];
}

/** The rows of a report, read page by page (a Query of EXPORT_BATCH and two BatchGets each). */
async function* rowBatches(ctx: DomainCtx, plan: ReportPlan): AsyncGenerator<(string | number)[][]> {
  for await (const ids of idBatches(ctx, plan, EXPORT_BATCH)) yield (await rowsOf(ctx, ids)).map(cellsOf);
}

/** Streams the CSV (with a BOM, for spreadsheets) of a report into `key`; answers the rows written. */
async function writeCsv(ctx: DomainCtx, plan: ReportPlan, key: string): Promise<number> {
  let rows = 0;
  const lines = Readable.from(
    (async function* () {
      for await (const batch of rowBatches(ctx, plan)) {
        rows += batch.length;
        yield* batch;
      }
    })(),
  );
  // The writers load with the first export, not with every cold start of the API.
  const { stringify } = await import('csv-stringify');
  const csv = lines.pipe(stringify({ bom: true, header: true, columns: [...EXPORT_HEADERS] }));
  lines.on('error', (e) => csv.destroy(e));
  await ctx.providers.media.upload(key, csv, 'text/csv; charset=utf-8');
  return rows;
}

/** Streams the XLSX of a report into `key` with exceljs's streaming writer (rows committed as they come). */
async function writeXlsx(ctx: DomainCtx, plan: ReportPlan, key: string): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const uploaded = ctx.providers.media.upload(key, out, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('Transactions');
  sheet.addRow([...EXPORT_HEADERS]).commit();
  let rows = 0;
  try {
    for await (const batch of rowBatches(ctx, plan)) {
      for (const row of batch) sheet.addRow(row).commit();
      rows += batch.length;
      // Let the upload take what is written before reading more.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await book.commit();
  } catch (e) {
    out.destroy(e as Error);
    await uploaded.catch(() => undefined);
    throw e;
  }
  await uploaded;
  return rows;
}

/**
 * Writes every row of a report (as its list reads them, newest first) into `key` as CSV or XLSX,
 * page by page, and answers how many rows it wrote. Memory holds one batch and one upload part,
 * whatever the size; a 100k-row report takes minutes, so it runs as an export job (export-jobs.ts).
 */
export function writeReport(ctx: DomainCtx, plan: ReportPlan, format: 'csv' | 'xlsx', key: string): Promise<number> {
  return format === 'csv' ? writeCsv(ctx, plan, key) : writeXlsx(ctx, plan, key);
}
