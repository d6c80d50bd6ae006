import type { TransactionRow } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import type { DomainCtx } from '../context';
import type { MediaStore } from '../providers/storage/port';
import { dayOf, reportSource, transactionLayout, rowsKeyOf, safeCell, writeCsv, XLSX_SHEET_ROWS, xlsxFromCsv } from './exports';
import type { ReportPlan } from './report-plan';

// The report's rows, without a table: one sale whose names a spreadsheet would run as formulas.
const party = (username: string, company = '') => ({ id: 9, username, company, email: 'x@acme.test' });
const sale = {
  id: 7,
  date: '2026-03-04T10:00:00.000Z',
  product_name: '@Product',
  quantity: 1,
  amount_cents: 150_000,
  coupon_code_used: '-SPRING',
  coupon_code_amount_cents: 0,
  patient: party('=HYPERLINK("http://evil.test","Click")'),
  harvest_center: party('Center', '+Clinic'),
  referral_harvest_center: null,
  hc_staff_desc: null,
  sales_rep: party("O'Neil"),
  sales_manager: party('Plain Manager'),
  sales_distributor: null,
  commission_paid: false,
  transaction_note: '\t=1+1',
} as unknown as TransactionRow;
vi.mock('./report-read', () => ({
  idBatches: async function* () {
    yield { ids: [7], next: null };
  },
}));
vi.mock('./report-rows', () => ({ rowsOf: async () => [sale] }));

/** Storage that keeps files in memory, in parts or streamed. */
function memoryMedia() {
  const files = new Map<string, Buffer>();
  const parts = new Map<string, Buffer[]>();
  const media: Partial<MediaStore> = {
    startParts: async (key) => (parts.set(key, []), key),
    putPart: async (key, _id, n, body) => (parts.get(key)!.push(Buffer.from(body)), String(n)),
    finishParts: async (key) => void files.set(key, Buffer.concat(parts.get(key)!)),
    abortParts: async () => undefined,
    read: async (key) => Readable.from([files.get(key)!]),
    upload: async (key, body) => void files.set(key, await buffer(body)),
  };
  return { files, ctx: { providers: { media } } as unknown as DomainCtx };
}

describe('export cells', () => {
  it('keeps text a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(safeCell(formula)).toBe(`'${formula}`);
    for (const plain of ['Acme Clinic', 'a=b', '', "O'Neil"]) expect(safeCell(plain)).toBe(plain);
  });

  it('keeps the escape in the CSV, and writes text in the XLSX as it is: a text cell is never a formula', async () => {
    const { files, ctx } = memoryMedia();
    const source = reportSource(ctx, {} as ReportPlan, 'admin');
    const run = { more: () => true, save: async () => true };
    expect(await writeCsv(ctx, source, 'report.csv', undefined, run)).toEqual({ done: true, rows: 1 });
    const csv = files.get('report.csv')!.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(csv).toContain("'+Clinic");

    const xlsxKey = 'report.xlsx';
    expect(await writeCsv(ctx, source, rowsKeyOf(xlsxKey), undefined, { ...run, escape: false })).toEqual({ done: true, rows: 1 });
    expect(await xlsxFromCsv(ctx, rowsKeyOf(xlsxKey), xlsxKey, source)).toBe(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(files.get(xlsxKey)! as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
    expect(cell('Patient').value).toBe('=HYPERLINK("http://evil.test","Click")');
    expect(cell('Patient').type).toBe(ExcelJS.ValueType.String);
    expect(cell('Harvest Center').value).toBe('+Clinic');
    expect(cell('Harvest Center').type).toBe(ExcelJS.ValueType.String);
    expect([cell('Product').value, cell('Coupon Code').value, cell('Sales Rep').value, cell('Transaction Note').value]).toEqual([
      '@Product',
      '-SPRING',
      "O'Neil",
      '\t=1+1',
    ]);
    expect(cell('Amount').value).toBe(1500);
  });

  it("goes on in another sheet under the same header past a sheet's rows, so every row can be opened", async () => {
    // A spreadsheet opens at most 1,048,576 rows a sheet: the header and 1,048,575 rows.
    expect(XLSX_SHEET_ROWS).toBe(1_048_575);
    const { files, ctx } = memoryMedia();
    const lines = ['ID,Patient', ...Array.from({ length: 5 }, (_, i) => `${i + 1},Patient ${i + 1}`)];
    files.set('rows.csv', Buffer.from(`${lines.join('\r\n')}\r\n`));
    // Two rows a sheet, as a million would be: three sheets of 2, 2 and 1 rows, each under the header.
    expect(await xlsxFromCsv(ctx, 'rows.csv', 'file.xlsx', transactionLayout, 2)).toBe(5);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(files.get('file.xlsx')! as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Transactions (2)', 'Transactions (3)']);
    const rowsOf = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(rowsOf('Transactions')).toEqual([
      ['ID', 'Patient'],
      [1, 'Patient 1'],
      [2, 'Patient 2'],
    ]);
    expect(rowsOf('Transactions (2)')).toEqual([
      ['ID', 'Patient'],
      [3, 'Patient 3'],
      [4, 'Patient 4'],
    ]);
    expect(rowsOf('Transactions (3)')).toEqual([
      ['ID', 'Patient'],
      [5, 'Patient 5'],
    ]);
    expect(book.getWorksheet('Transactions (3)')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('goes on in another sheet before a sheet grows past what a zip entry holds, and keeps a cell that is not its kind as text', async () => {
    const { files, ctx } = memoryMedia();
    files.set('rows.csv', Buffer.from('ID,Patient\r\n1,Patient 1\r\nn/a,Patient 2\r\n'));
    // A sheet limited to a few bytes: each row past the first goes on in a sheet of its own.
    expect(await xlsxFromCsv(ctx, 'rows.csv', 'file.xlsx', transactionLayout, XLSX_SHEET_ROWS, 10)).toBe(2);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(files.get('file.xlsx')! as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Transactions (2)']);
    expect(book.getWorksheet('Transactions (2)')!.getRow(2).values).toEqual([undefined, 'n/a', 'Patient 2']);
  });

  it('writes dates as MM/dd/yyyy (UTC)', () => {
    expect(dayOf('2026-03-04T23:59:00.000Z')).toBe('03/04/2026');
  });
});

describe('the XLSX pass', () => {
  it('waits for the upload to take the file, so memory holds a chunk of the sheet and not the rows read', async () => {
    // 40,000 rows (about 8 MB of sheet XML) read from storage faster than the upload takes them.
    const line = (i: number) => `${i},03/04/2026,Patient ${i},Harvest Center ${i % 50},Sales Rep ${i % 7},Product ${i % 3},1,1500.00\r\n`;
    const csv = Buffer.from(
      ['ID,Date,Patient,Harvest Center,Sales Rep,Product,Quantity,Amount\r\n', ...Array.from({ length: 40_000 }, (_, i) => line(i + 1))].join(''),
    );
    let held = 0;
    let file = Buffer.alloc(0);
    const media: Pick<MediaStore, 'read' | 'upload'> = {
      read: async () => Readable.from([csv]),
      upload: async (_key, body) => {
        const chunks: Buffer[] = [];
        for await (const chunk of body as AsyncIterable<Buffer>) {
          // What the pass has written and the upload not yet taken.
          held = Math.max(held, (body as PassThrough).readableLength + (body as PassThrough).writableLength);
          chunks.push(chunk);
          await new Promise((resolve) => setImmediate(resolve));
        }
        file = Buffer.concat(chunks);
      },
    };
    const ctx = { providers: { media } } as unknown as DomainCtx;
    expect(await xlsxFromCsv(ctx, 'rows.csv', 'file.xlsx', transactionLayout)).toBe(40_000);
    expect(held).toBeLessThan(256 * 1024);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(40_001);
    expect(sheet.getRow(40_001).values).toEqual([
      undefined,
      40_000,
      new Date(Date.UTC(2026, 2, 4)),
      'Patient 40000',
      'Harvest Center 0',
      'Sales Rep 2',
      'Product 1',
      1,
      1500,
    ]);
  }, 60_000);

  it('fails when the upload fails at the end of the workbook, instead of waiting for ever', async () => {
    // A few rows (the pass never waits for the zip), then storage stops taking the file as a failed
    // multipart upload does: it leaves the stream without reading on, and rejects.
    const media: Pick<MediaStore, 'read' | 'upload'> = {
      read: async () => Readable.from(['\uFEFFID,Date,Patient\n', '1,03/04/2026,Kerry Kessler\n']),
      upload: (_key, body) =>
        new Promise((_, reject) =>
          body.once('data', () => {
            body.destroy();
            reject(new Error('upload failed'));
          }),
        ),
    };
    const ctx = { providers: { media } } as unknown as DomainCtx;
    await expect(xlsxFromCsv(ctx, 'rows.csv', 'file.xlsx', transactionLayout)).rejects.toThrow('upload failed');
  }, 10_000);
});
