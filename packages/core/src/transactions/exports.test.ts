import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { DomainCtx } from '../context';
import type { MediaStore } from '../providers/storage/port';
import { dayOf, keepUp, safeCell, SHEET_BACKLOG, sheetBacklog, xlsxFromCsv } from './exports';

describe('export cells', () => {
  it('keeps text a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(safeCell(formula)).toBe(`'${formula}`);
    for (const plain of ['Acme Clinic', 'a=b', '', "O'Neil"]) expect(safeCell(plain)).toBe(plain);
  });

  it('writes dates as MM/dd/yyyy (UTC)', () => {
    expect(dayOf('2026-03-04T23:59:00.000Z')).toBe('03/04/2026');
  });
});

describe('the XLSX pass', () => {
  it('waits for the zip to take the sheet before it writes more rows', async () => {
    const out = new PassThrough();
    const file: Buffer[] = [];
    out.on('data', (chunk: Buffer) => file.push(chunk));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = book.addWorksheet('Transactions');
    const cells = Array.from({ length: 15 }, (_, i) => `cell ${i} of a transaction row`);
    // Rows committed without waiting pile up in front of the zip: what a fast source does.
    let rows = 0;
    while (rows < 50_000 && sheetBacklog(sheet) <= SHEET_BACKLOG) sheet.addRow([++rows, ...cells]).commit();
    expect(sheetBacklog(sheet)).toBeGreaterThan(SHEET_BACKLOG);
    await keepUp(sheet);
    expect(sheetBacklog(sheet)).toBe(0);
    // With nothing to wait for, no promise: the pass asks after every row of a million.
    sheet.addRow([++rows, ...cells]).commit();
    expect(keepUp(sheet)).toBeUndefined();
    sheet.commit();
    await book.commit();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(file) as unknown as ArrayBuffer);
    const written = read.getWorksheet('Transactions')!;
    expect(written.rowCount).toBe(rows);
    expect(written.getRow(rows).values).toEqual([undefined, rows, ...cells]);
  });

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
    await expect(xlsxFromCsv(ctx, 'rows.csv', 'file.xlsx')).rejects.toThrow('upload failed');
  }, 10_000);
});
