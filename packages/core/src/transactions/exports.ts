import type { TransactionRow } from '@portal/contracts';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { DomainCtx } from '../context';
import type { StoredPart } from '../providers/storage/port';
import { idBatches } from './report-read';
import type { ReportPlan } from './report-plan';
import { rowsOf } from './report-rows';
import type { RowView } from './row-view';

/** Rows read per Query while an export streams: memory holds one batch and one upload part. */
export const EXPORT_BATCH = 500;

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that hides one) is kept as text by a leading apostrophe (OWASP's CSV injection advice). For CSV
 * files only: an XLSX writes text cells as text, which no spreadsheet runs, and shows them as they are.
 */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** MM/dd/yyyy of an ISO date, in UTC (spec §9). */
export const dayOf = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);
const nameOf = (p: TransactionRow['patient'] | undefined) => (p ? p.company || p.username : '');
const personOf = (p: TransactionRow['patient'] | undefined) => (p ? p.username : '');

/** What an XLSX holds a column as (a CSV has every cell as text); text when a column has none. */
export type XlsxKind = 'number' | 'dollars' | 'day';

interface Column {
  header: string;
  cell: (r: TransactionRow) => string | number;
  /** What an XLSX holds it as (the CSV has every cell as text): a number, dollars (a number shown with two decimals) or a day; text when absent (escaped in a CSV file, see safeCell). */
  xlsx?: XlsxKind;
  /** The views whose rows carry it (report-rows.ts); every view when absent. */
  views?: readonly RowView[];
}

const team: readonly RowView[] = ['admin', 'sales'];

/** The columns of the exported reports, as the tables head them: amounts in dollars. */
const columns: readonly Column[] = [
  { header: 'ID', cell: (r) => r.id, xlsx: 'number' },
  { header: 'Date', cell: (r) => dayOf(r.date), xlsx: 'day' },
  { header: 'Patient', cell: (r) => personOf(r.patient) },
  { header: 'Harvest Center', cell: (r) => nameOf(r.harvest_center) },
  { header: 'Referral Harvest Center', cell: (r) => nameOf(r.referral_harvest_center) },
  { header: 'HC Staff', cell: (r) => personOf(r.hc_staff_desc) },
  { header: 'Sales Rep', cell: (r) => personOf(r.sales_rep) },
  { header: 'Sales Manager', cell: (r) => personOf(r.sales_manager), views: team },
  { header: 'Sales Distributor', cell: (r) => personOf(r.sales_distributor), views: team },
  { header: 'Product', cell: (r) => r.product_name },
  { header: 'Quantity', cell: (r) => r.quantity, xlsx: 'number' },
  { header: 'Amount', cell: (r) => dollars(r.amount_cents), xlsx: 'dollars' },
  { header: 'Coupon Code', cell: (r) => r.coupon_code_used ?? '' },
  { header: 'Coupon Amount', cell: (r) => dollars(r.coupon_code_amount_cents), xlsx: 'dollars' },
  { header: 'Commission Paid', cell: (r) => (r.commission_paid ? 'Yes' : 'No'), views: team },
  { header: 'Transaction Note', cell: (r) => r.transaction_note ?? '', views: ['admin'] },
];

/** The columns of an export for `view`: those its rows carry, so a file shows no more than the reader's report. */
const columnsOf = (view: RowView) => columns.filter((c) => !c.views || c.views.includes(view));

/** The header of an export for `view`. */
export const exportHeaders = (view: RowView) => columnsOf(view).map((c) => c.header);

/** A row's cells for `view`, its text escaped when `escape` (a CSV file; not the rows an XLSX is made from). */
const cellsOf = (columns: readonly Column[], r: TransactionRow, escape: boolean) =>
  columns.map((c) => {
    const value = c.cell(r);
    return !c.xlsx && typeof value === 'string' ? textCell(value, escape) : value;
  });

/**
 * Where an export's rows come from: the file's header, what an XLSX holds each column as, its
 * sheets' name, and the rows in batches from a cursor (null: the start), each batch with the cursor
 * after it (null: the end). Text cells get the formula escape (safeCell) when `escape`.
 */
export interface RowSource {
  headers: readonly string[];
  kinds: ReadonlyMap<string, XlsxKind>;
  sheet: string;
  batches: (from: string | null, size: number, escape: boolean) => AsyncIterable<{ rows: (string | number)[][]; next: string | null }>;
}

/** A text cell of a CSV file: escaped (safeCell) when `escape`. */
export const textCell = (value: string, escape: boolean) => (escape ? safeCell(value) : value);

/** The transaction reports' sheets, and what an XLSX holds each column as by its header (the others are text, as in the CSV). */
export const transactionLayout: Pick<RowSource, 'kinds' | 'sheet'> = {
  sheet: 'Transactions',
  kinds: new Map(columns.flatMap((c) => (c.xlsx ? [[c.header, c.xlsx] as const] : []))),
};

/** The rows of a report as `view` shows them, read page by page (a Query of EXPORT_BATCH and two BatchGets each). */
export function reportSource(ctx: DomainCtx, plan: ReportPlan, view: RowView): RowSource {
  const cells = columnsOf(view);
  return {
    ...transactionLayout,
    headers: exportHeaders(view),
    batches: async function* (from, size, escape) {
      for await (const { ids, next } of idBatches(ctx, plan, size, from))
        yield { rows: (await rowsOf(ctx, ids, view)).map((r) => cellsOf(cells, r, escape)), next };
    },
  };
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
  /** Told the rows written so far after each batch (the job keeps them every few seconds for the page). */
  progressed?: (rows: number) => Promise<void> | void;
  /** Bytes gathered before a part is stored (PART_BYTES); rows read per Query (EXPORT_BATCH). */
  partBytes?: number;
  batchRows?: number;
  /**
   * Whether text cells get the formula escape (safeCell): yes for a CSV file (the default); no for
   * the rows an XLSX is made from (xlsxFromCsv), whose text cells are text and show as they are.
   */
  escape?: boolean;
}

/**
 * The end of a CSV run: the file is whole with its rows; or not yet, and the next run goes on from
 * the saved progress (`handOn`), or another run has taken it (no hand-on).
 */
export type CsvOutcome = { done: true; rows: number } | { done: false; handOn: boolean };

/**
 * Writes the CSV (with a BOM and the header, for spreadsheets) of a source's rows into `key` in parts,
 * from where `from` left it. Rows are read page by page and turned into text with csv-stringify; a part
 * is stored each time PART_BYTES have gathered, and the progress saved with it. A run that has no
 * time for another batch stops and answers not done: the next run starts at the last part's
 * cursor, so no row is written twice into the file and none is lost, however many runs a large
 * report takes. Memory holds one part and one batch. If writing fails, the parts are dropped.
 */
export async function writeCsv(ctx: DomainCtx, source: RowSource, key: string, from: CsvProgress | undefined, run: CsvRun): Promise<CsvOutcome> {
  // The writer loads with the first export, not with every cold start of the API.
  const { stringify } = await import('csv-stringify/sync');
  const storage = ctx.providers.media;
  const partBytes = run.partBytes ?? PART_BYTES;
  let progress: CsvProgress = from ?? { uploadId: await storage.startParts(key, 'text/csv; charset=utf-8'), parts: [], cursor: null, rows: 0 };
  let chunks: Buffer[] = from ? [] : [Buffer.from(stringify([source.headers], { bom: true }))];
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
    const read = from && from.cursor === null ? [] : source.batches(progress.cursor, run.batchRows ?? EXPORT_BATCH, run.escape ?? true);
    for await (const batch of read) {
      const text = Buffer.from(stringify(batch.rows));
      chunks.push(text);
      bytes += text.length;
      rows += batch.rows.length;
      cursor = batch.next;
      await run.progressed?.(rows);
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

/** How a column of each kind is shown, and a cell of the CSV turned back into its value. */
const xlsxFormats: Record<XlsxKind, { numFmt?: string; width: number; value: (text: string) => number | Date }> = {
  number: { width: 10, value: Number },
  dollars: { numFmt: '#,##0.00', width: 14, value: Number },
  day: {
    numFmt: 'mm/dd/yyyy',
    width: 12,
    value: (text) => new Date(Date.UTC(Number(text.slice(6, 10)), Number(text.slice(0, 2)) - 1, Number(text.slice(3, 5)))),
  },
};
/** A CSV cell as its column's kind holds it; the text as it is when it is not one (a cell is never lost as NaN). */
function cellOf(kind: XlsxKind | undefined, text: string): string | number | Date {
  if (!kind || text.trim() === '') return text;
  const value = xlsxFormats[kind].value(text);
  return Number.isFinite(value instanceof Date ? value.getTime() : value) ? value : text;
}
const TEXT_WIDTH = 22;

/**
 * The rows a worksheet holds under its header: a spreadsheet opens at most 1,048,576 rows a sheet.
 * An export past it goes on in further sheets, each with the header.
 */
export const XLSX_SHEET_ROWS = 1_048_575;

/** The bytes of XML a sheet may reach before the rows go on in the next sheet: well under the 4 GiB of a zip entry (xlsx-stream.ts). */
export const SHEET_BYTES = 3 * 2 ** 30;

/** The name of the `n`th sheet of an export (1-based) whose sheets are named `name`. */
export const sheetName = (name: string, n: number) => (n === 1 ? name : `${name} (${n})`);

/** Where an XLSX export's rows are gathered as CSV (writeCsv) before they become the workbook. */
export const rowsKeyOf = (key: string) => `${key}.rows.csv`;

/**
 * Writes the XLSX of an export from its CSV (as writeCsv stores it at `csvKey` without the formula
 * escape, over as many runs as it takes): the CSV streamed from storage through csv-parse into a
 * streaming workbook (xlsx-stream.ts) and on into a multipart upload at `key`: the columns the
 * source's `kinds` name as numbers again (a report's id and quantity), as numbers shown in dollars
 * (its amounts) or as days (its dates), the rest as text cells holding the text as it is (never a
 * formula), under a bold header that stays in view. The workbook's zip stream cannot be handed from
 * one run to the next, but the slow part, reading the rows, is the CSV's; this pass reads one file.
 * The pass waits whenever the upload has not taken what the zip wrote, so memory holds a few rows, a
 * chunk of a sheet's XML and an upload part, whatever the size. Past XLSX_SHEET_ROWS rows the rows
 * go on in another sheet ('Transactions (2)'...) under the same header. Answers the rows written (the headers apart).
 */
export async function xlsxFromCsv(
  ctx: DomainCtx,
  csvKey: string,
  key: string,
  layout: Pick<RowSource, 'kinds' | 'sheet'>,
  rowsPerSheet = XLSX_SHEET_ROWS,
  sheetBytes = SHEET_BYTES,
): Promise<number> {
  // The writers load with the first export, not with every cold start of the API.
  const [{ XlsxStream }, { parse }] = await Promise.all([import('./xlsx-stream'), import('csv-parse')]);
  const out = new PassThrough();
  const uploaded = ctx.providers.media.upload(key, out, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  // A failed upload is awaited below (raced, or with the workbook's end); until then it is not unhandled.
  uploaded.catch(() => undefined);
  const book = new XlsxStream(out);
  let rows = 0;
  try {
    const records = (await ctx.providers.media.read(csvKey)).pipe(parse({ bom: true }));
    // The header row says what each column holds (the file's columns are those of its view). Each sheet past the first repeats it.
    let kinds: (XlsxKind | undefined)[] | undefined;
    let headers: string[] = [];
    let onSheet = 0;
    let sheets = 1;
    const newSheet = (n: number) => {
      const columns = kinds!.map((kind) => (kind ? { width: xlsxFormats[kind].width, numFmt: xlsxFormats[kind].numFmt } : { width: TEXT_WIDTH }));
      book.addSheet(sheetName(layout.sheet, n), columns, headers);
      onSheet = 0;
    };
    for await (const record of records as AsyncIterable<string[]>) {
      if (!kinds) {
        kinds = record.map((header) => layout.kinds.get(header));
        headers = record;
        newSheet(1);
        continue;
      }
      // A sheet holds at most rowsPerSheet rows under its header (and SHEET_BYTES of XML): the next rows go on in a sheet of their own.
      if (onSheet === rowsPerSheet || (onSheet > 0 && book.sheetBytes > sheetBytes)) newSheet(++sheets);
      rows++;
      onSheet++;
      // An empty cell of a number column (a member an entry does not name) stays empty.
      book.addRow(record.map((value, i) => cellOf(kinds![i], value)));
      // Let the upload take what the zip wrote before parsing more. Only a wait races the upload's
      // end (a failed upload ends it): a race per row would pile a reaction per row on it. A failed
      // upload destroys the stream: the pass stops there rather than read the rest of the rows.
      if (out.destroyed) await uploaded.then(() => Promise.reject(new Error(`The upload of ${key} ended before its file`)));
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), uploaded]);
    }
    if (!kinds) throw new Error(`The rows of ${key} have no header`);
    // A failed upload stops taking the stream, so the workbook's end would wait forever: it ends with the upload's failure.
    await Promise.all([book.end(), uploaded]);
  } catch (e) {
    out.destroy(e as Error);
    // A failed upload is why the workbook's stream closed: its error says what happened.
    throw (
      (await uploaded.then(
        () => undefined,
        (failed: unknown) => failed,
      )) ?? e
    );
  }
  return rows;
}
