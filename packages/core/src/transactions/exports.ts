import type { TransactionRow } from '@portal/contracts';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { DomainCtx } from '../context';
import type { StoredPart } from '../providers/storage/port';
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
async function* rowBatches(ctx: DomainCtx, plan: ReportPlan, from: string | null = null, size = EXPORT_BATCH): AsyncGenerator<{ rows: (string | number)[][]; next: string | null }> {
  for await (const { ids, next } of idBatches(ctx, plan, size, from)) yield { rows: (await rowsOf(ctx, ids)).map(cellsOf), next };
}

/** A CSV's parts are this large (S3's smallest is 5 MiB but for the last): a million rows take about 25. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * Where a CSV export stands between two runs of its job: its upload, the parts stored, and the
 * report's cursor and row count after the last of them (null before the first part).
 */
export interface CsvProgress {
  uploadId: string;
  parts: StoredPart[];
  cursor: string | null;
  rows: number;
}

/** How one run of a CSV export goes on. */
export interface CsvRun {
  /** Whether this run has time for another batch; when not, it stops and the next run reads again from the last part. */
  more: () => boolean;
  /**
   * Records the progress after each part, before more is read: where the next run starts. Answers
   * false when another run has taken the export since: this one then stops, leaving the file to it.
   */
  save: (progress: CsvProgress) => Promise<boolean>;
  /** Bytes gathered before a part is stored (PART_BYTES); rows read per Query (EXPORT_BATCH). */
  partBytes?: number;
  batchRows?: number;
}

/**
 * The end of a CSV run: the file is whole with its rows; or not yet, and the next run goes on from
 * the saved progress (`handOn`), or another run has taken it (no hand-on).
 */
export type CsvOutcome = { done: true; rows: number } | { done: false; handOn: boolean };

/**
 * Writes the CSV (with a BOM and the header, for spreadsheets) of a report into `key` in parts, from
 * where `from` left it. Rows are read page by page and turned into text with csv-stringify; a part
 * is stored each time PART_BYTES have gathered, and the progress saved with it. A run that has no
 * time for another batch stops and answers not done: the next run starts at the last part's
 * cursor, so no row is written twice into the file and none is lost, however many runs a large
 * report takes. Memory holds one part and one batch. If writing fails, the parts are dropped.
 */
export async function writeCsv(ctx: DomainCtx, plan: ReportPlan, key: string, from: CsvProgress | undefined, run: CsvRun): Promise<CsvOutcome> {
  // The writer loads with the first export, not with every cold start of the API.
  const { stringify } = await import('csv-stringify/sync');
  const storage = ctx.providers.media;
  const partBytes = run.partBytes ?? PART_BYTES;
  let progress: CsvProgress = from ?? { uploadId: await storage.startParts(key, 'text/csv; charset=utf-8'), parts: [], cursor: null, rows: 0 };
  let chunks: Buffer[] = from ? [] : [Buffer.from(stringify([[...EXPORT_HEADERS]], { bom: true }))];
  let bytes = chunks.reduce((n, c) => n + c.length, 0);
  let rows = progress.rows;
  let cursor = progress.cursor;
  /** Stores what has gathered as the next part; answers whether this run still owns the export. */
  const store = async () => {
    const partNumber = progress.parts.length + 1;
    const etag = await storage.putPart(key, progress.uploadId, partNumber, Buffer.concat(chunks));
    progress = { ...progress, parts: [...progress.parts, { partNumber, etag }], cursor, rows };
    chunks = [];
    bytes = 0;
    return run.save(progress);
  };
  try {
    // A run that stopped between its last part and joining the parts has nothing left to read.
    const read = from && from.cursor === null ? [] : rowBatches(ctx, plan, progress.cursor, run.batchRows);
    for await (const batch of read) {
      const text = Buffer.from(stringify(batch.rows));
      chunks.push(text);
      bytes += text.length;
      rows += batch.rows.length;
      cursor = batch.next;
      if (bytes >= partBytes && !(await store())) return { done: false, handOn: false };
      // Out of time: the rows gathered since the last part are read again by the next run.
      if (cursor !== null && !run.more()) return { done: false, handOn: true };
    }
    if ((bytes || !progress.parts.length) && !(await store())) return { done: false, handOn: false };
    await storage.finishParts(key, progress.uploadId, progress.parts);
    return { done: true, rows };
  } catch (e) {
    await storage.abortParts(key, progress.uploadId).catch(() => undefined);
    throw e;
  }
}

/** The columns an XLSX holds as numbers (the id and the quantity); the others are text, as in the CSV. */
const NUMBER_COLUMNS = new Set<number>([EXPORT_HEADERS.indexOf('ID'), EXPORT_HEADERS.indexOf('Quantity')]);

/** Where an XLSX export's rows are gathered as CSV (writeCsv) before they become the workbook. */
export const rowsKeyOf = (key: string) => `${key}.rows.csv`;

/**
 * Writes the XLSX of a report from its CSV (as writeCsv stores it at `csvKey`, over as many runs
 * as it takes): the CSV streamed from storage through csv-parse into exceljs's streaming writer
 * (rows committed as they come) and on into a multipart upload at `key`, with the id and quantity
 * as numbers again. The workbook's zip stream cannot be handed from one run to the next, but the
 * slow part, reading the rows, is the CSV's; this pass reads one file. Memory holds a few rows and
 * an upload part, whatever the size. Answers the rows written (the header apart).
 */
export async function xlsxFromCsv(ctx: DomainCtx, csvKey: string, key: string): Promise<number> {
  const [{ default: ExcelJS }, { parse }] = await Promise.all([import('exceljs'), import('csv-parse')]);
  const out = new PassThrough();
  const uploaded = ctx.providers.media.upload(key, out, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('Transactions');
  let rows = 0;
  try {
    const records = (await ctx.providers.media.read(csvKey)).pipe(parse({ bom: true }));
    let header = true;
    for await (const record of records as AsyncIterable<string[]>) {
      sheet.addRow(header ? record : record.map((value, i) => (NUMBER_COLUMNS.has(i) ? Number(value) : value))).commit();
      if (!header) rows++;
      header = false;
      // Let the upload take what is written before parsing more.
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
