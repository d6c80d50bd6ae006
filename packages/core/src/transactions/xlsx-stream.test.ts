import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { columnName, XlsxStream } from './xlsx-stream';

/** The file a writer makes. */
async function fileOf(write: (book: XlsxStream) => void) {
  const out = new PassThrough();
  const file = buffer(out);
  const book = new XlsxStream(out);
  write(book);
  await book.end();
  return file;
}

/** The workbook a writer makes, as a spreadsheet reads it back. */
async function written(write: (book: XlsxStream) => void) {
  const read = new ExcelJS.Workbook();
  await read.xlsx.load((await fileOf(write)) as unknown as ArrayBuffer);
  return read;
}

/** The text of each cell of a sheet's XML as a spreadsheet decodes it (OOXML's _xHHHH_ escapes, which exceljs leaves as they are). */
async function decodedTexts(write: (book: XlsxStream) => void) {
  const xml = strFromU8(unzipSync(new Uint8Array(await fileOf(write)))['xl/worksheets/sheet1.xml']!);
  return [...xml.matchAll(/<t( xml:space="preserve")?>([^<]*)<\/t>/g)].map(([, space, text]) => ({
    preserved: Boolean(space),
    text: text!
      .replace(/&#13;/g, '\r')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  }));
}

const columns = [{ width: 10 }, { width: 14, numFmt: '#,##0.00' }, { width: 12, numFmt: 'mm/dd/yyyy' }, { width: 22 }];

describe('a streamed XLSX workbook', () => {
  it('holds numbers, days in their format and text as text under a bold header kept in view', async () => {
    const book = await written((w) => {
      w.addSheet('Transactions', columns, ['ID', 'Amount', 'Date', 'Note']);
      w.addRow([7, 1500.5, new Date(Date.UTC(2026, 2, 4)), '=SUM(A1:A2)']);
      w.addRow([8, undefined, undefined, '']);
    });
    const sheet = book.getWorksheet('Transactions')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([1, 2, 3, 4].map((c) => sheet.getColumn(c).width)).toEqual([10, 14, 12, 22]);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Amount', 'Date', 'Note']);
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    const row = sheet.getRow(2);
    expect(row.values).toEqual([undefined, 7, 1500.5, new Date(Date.UTC(2026, 2, 4)), '=SUM(A1:A2)']);
    expect([row.getCell(2).numFmt, row.getCell(3).numFmt]).toEqual(['#,##0.00', 'mm/dd/yyyy']);
    expect(row.getCell(1).font?.bold).toBeFalsy();
    // Text that looks like a formula is a text cell: a spreadsheet shows it and never runs it.
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
    // Empty cells are left out.
    expect(sheet.getRow(3).values).toEqual([undefined, 8]);
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps text as it was typed: markup, quotes, spaces, tabs and line breaks', async () => {
    const texts = ['<b>Acme & Sons</b>', '"quoted" \'too\'', '  padded  ', '\t=1+1', 'two\r\nlines', 'TRK_x0041_9', 'Zoë 🧬'];
    const book = await written((w) => {
      w.addSheet('Notes', [{ width: 22 }], ['Note']);
      for (const text of texts) w.addRow([text]);
    });
    const sheet = book.getWorksheet('Notes')!;
    // A text that reads like OOXML's _xHHHH_ escape is written escaped, as a spreadsheet expects (exceljs shows the escape as it is).
    expect(texts.map((_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual([...texts.slice(0, 5), 'TRK_x005F_x0041_9', 'Zoë 🧬']);
  });

  it('decodes back to the text typed, escapes included, and keeps the spaces of the texts that have them', async () => {
    const texts = ['TRK_x0041_x0042_9', '_x00E9_', 'bell\x07', '  padded  ', 'a\tb', 'two\r\nlines', 'plain'];
    const cells = await decodedTexts((w) => {
      w.addSheet('Notes', [{ width: 22 }], ['Note']);
      for (const text of texts) w.addRow([text]);
    });
    expect(cells.slice(1).map((c) => c.text)).toEqual(texts);
    expect(cells.slice(1).map((c) => c.preserved)).toEqual([false, false, false, true, true, true, false]);
  });

  it('rejects its end when the stream it writes into fails, and a workbook without a sheet', async () => {
    const out = new PassThrough();
    const book = new XlsxStream(out);
    book.addSheet('Notes', [{ width: 22 }], ['Note']);
    out.destroy();
    await expect(book.end()).rejects.toThrow();
    await expect(new XlsxStream(new PassThrough()).end()).rejects.toThrow('A workbook needs a sheet');
  });

  it('writes characters XML cannot hold as the escapes spreadsheets read back, so the file still opens', async () => {
    const book = await written((w) => {
      w.addSheet('Notes', [{ width: 22 }], ['Note']);
      w.addRow(['bell\x07 and \uD800 lone']);
    });
    expect(book.getWorksheet('Notes')!.getRow(2).getCell(1).value).toBe('bell_x0007_ and _xD800_ lone');
  });

  it('names its sheets, in order, each with its own header', async () => {
    const book = await written((w) => {
      w.addSheet('Audit Log', [{ width: 10 }], ['ID']);
      w.addRow([1]);
      w.addSheet('Audit Log (2)', [{ width: 10 }], ['ID']);
      w.addRow([2]);
    });
    expect(
      book.worksheets.map((s) => [
        s.name,
        s
          .getSheetValues()
          .slice(1)
          .map((r) => (r as unknown[]).slice(1)),
      ]),
    ).toEqual([
      ['Audit Log', [['ID'], [1]]],
      ['Audit Log (2)', [['ID'], [2]]],
    ]);
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
  });
});
