import { Zip, ZipDeflate } from 'fflate';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A column of a sheet: its width in characters, and the number format of its cells (General when absent). */
export interface XlsxColumn {
  width: number;
  numFmt?: string;
}

/** What a cell holds: text (always a text cell, never a formula), a number, or a day (a number shown by its column's format). */
export type XlsxCell = string | number | Date | undefined;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES = 'application/vnd.openxmlformats-officedocument';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The sheet's XML gathered before it is handed to the deflate: memory holds this much of it. */
const CHUNK_CHARS = 1 << 16;

/** Excel counts days from 1899-12-30 (its serial 25569 is 1970-01-01). */
const serialOf = (day: Date) => day.getTime() / 86_400_000 + 25_569;

/** A column's letters: 0 is A, 25 Z, 26 AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Text as XML character data. Characters XML cannot hold (controls but tab and line feed, lone
 * surrogates) are written as the `_xHHHH_` escapes spreadsheets read back (OOXML's ST_Xstring), and
 * a text that already looks like such an escape keeps it by escaping its underscore; a carriage
 * return as a character reference, which XML keeps rather than folding into a line feed.
 */
export const xmlText = (text: string) =>
  text
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(
      // eslint-disable-next-line no-control-regex -- these are the characters XML cannot hold
      /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );

/** Text as an XML attribute's value: as xmlText, and a tab or line feed kept (XML reads them in an attribute as spaces). */
const xmlAttr = (text: string) => xmlText(text).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

/**
 * The most bytes a zip entry or the whole file may hold: fflate writes no ZIP64 records, so past 4 GiB
 * its sizes and offsets would wrap and the file would not open. The export starts a new sheet well
 * before a sheet's XML gets there (SHEET_BYTES), and fails rather than write a broken file.
 */
const ZIP_LIMIT = 2 ** 32 - 1;

interface Sheet {
  name: string;
  part: ZipDeflate;
  styles: number[];
  rows: number;
  /** The bytes of XML handed to the zip. */
  bytes: number;
}

/**
 * An XLSX workbook written row by row into `out` through fflate's streaming zip: each sheet's XML is
 * gathered CHUNK_CHARS at a time and deflated at once into `out`, so memory holds a chunk of XML and
 * what `out` has not taken (a writer waits while `out.writableNeedDrain`, as for any stream). A sheet
 * holds text cells as inline strings (never formulas, never shared), numbers, and days as serials in
 * their column's format, under a bold header kept in view (a frozen first row). The parts a workbook
 * needs besides its sheets (workbook, styles, relationships, content types) are written by `end`,
 * when the sheets are known. A zip entry holds at most 4 GiB here (ZIP_LIMIT): `sheetBytes` says how
 * far a sheet has come, so that a writer starts the next sheet in time.
 */
export class XlsxStream {
  private readonly zip: Zip;
  private readonly sheets: Pick<Sheet, 'name'>[] = [];
  private sheet: Sheet | undefined;
  private xml = '';
  /** Number formats by code, each with its style: 0 is General, 1 the bold header. */
  private readonly formats = new Map<string, number>();
  private failure: Error | undefined;
  /** The bytes of the zip written so far. */
  private zipped = 0;
  private readonly ended: Promise<void>;

  constructor(private readonly out: Writable) {
    let finish!: () => void;
    let fail!: (e: Error) => void;
    this.ended = new Promise((resolve, reject) => ((finish = resolve), (fail = reject)));
    this.ended.catch(() => undefined);
    this.zip = new Zip((zipError, chunk, final) => {
      this.zipped += chunk?.length ?? 0;
      const error =
        zipError ??
        (this.zipped > ZIP_LIMIT
          ? new Error('The workbook passed the 4 GiB a zip without ZIP64 can hold')
          : out.destroyed
            ? new Error('The stream the workbook was written into closed before its end')
            : undefined);
      if (error) {
        this.failure ??= error;
        fail(this.failure);
        return;
      }
      out.write(chunk);
      if (final) {
        out.end();
        // Done when `out` has taken the whole file; an `out` destroyed first rejects (premature close).
        finished(out, { readable: false }).then(finish, fail);
      }
    });
  }

  /** Starts a sheet (ending the one before) with its columns and a bold header row. */
  addSheet(name: string, columns: readonly XlsxColumn[], header: readonly string[]) {
    this.endSheet();
    const styles = columns.map((c) => (c.numFmt ? this.styleOf(c.numFmt) : 0));
    const part = new ZipDeflate(`xl/worksheets/sheet${this.sheets.length + 1}.xml`, { level: 6 });
    this.zip.add(part);
    this.sheets.push({ name });
    this.sheet = { name, part, styles, rows: 0, bytes: 0 };
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${styles[i] ? ` style="${styles[i]}"` : ''}/>`)
      .join('');
    this.xml =
      `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
    this.writeRow(header, () => 1);
  }

  /** Adds a row to the current sheet: an empty cell (undefined or '') is left out. */
  addRow(cells: readonly XlsxCell[]) {
    const styles = this.sheet!.styles;
    this.writeRow(cells, (i) => styles[i] ?? 0);
  }

  /** The bytes of XML the current sheet holds so far (its zip entry's size: see ZIP_LIMIT). */
  get sheetBytes(): number {
    return (this.sheet?.bytes ?? 0) + this.xml.length * 3;
  }

  /** Ends the last sheet and writes the workbook's other parts; resolves once `out` has taken the whole file, rejects if it failed. */
  async end(): Promise<void> {
    if (!this.sheets.length) throw new Error('A workbook needs a sheet');
    this.endSheet();
    const file = (name: string, xml: string) => {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(new TextEncoder().encode(HEAD + xml), true);
    };
    const sheets = this.sheets.map((s, i) => `<sheet name="${xmlAttr(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
    file('xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`);
    file('xl/styles.xml', this.stylesXml());
    const sheetRels = this.sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`);
    file(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_RELS}">${sheetRels.join('')}<Relationship Id="rId${this.sheets.length + 1}" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
    );
    file(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    const overrides = this.sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPES}.spreadsheetml.worksheet+xml"/>`);
    file(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="${TYPES}.package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${TYPES}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${TYPES}.spreadsheetml.styles+xml"/>${overrides.join('')}</Types>`,
    );
    this.zip.end();
    return this.ended;
  }

  private writeRow(cells: readonly XlsxCell[], styleAt: (i: number) => number) {
    if (this.failure) throw this.failure;
    const sheet = this.sheet!;
    const r = ++sheet.rows;
    let xml = `<row r="${r}">`;
    cells.forEach((value, i) => {
      if (value === undefined || value === '') return;
      const s = styleAt(i);
      const at = `r="${columnName(i)}${r}"${s ? ` s="${s}"` : ''}`;
      const number = value instanceof Date ? serialOf(value) : value;
      if (typeof number === 'number' && Number.isFinite(number)) xml += `<c ${at}><v>${number}</v></c>`;
      else {
        const text = String(value);
        const space = /^\s|\s$|[\n\t]/.test(text) ? ' xml:space="preserve"' : '';
        xml += `<c ${at} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
      }
    });
    this.xml += `${xml}</row>`;
    if (this.xml.length >= CHUNK_CHARS) this.flush(false);
  }

  private flush(final: boolean) {
    const bytes = new TextEncoder().encode(this.xml);
    const sheet = this.sheet!;
    sheet.bytes += bytes.length;
    if (sheet.bytes > ZIP_LIMIT) throw (this.failure ??= new Error(`The sheet ${sheet.name} passed the 4 GiB a zip entry without ZIP64 can hold`));
    sheet.part.push(bytes, final);
    this.xml = '';
    if (this.failure) throw this.failure;
  }

  private endSheet() {
    if (!this.sheet) return;
    this.xml += '</sheetData></worksheet>';
    this.flush(true);
    this.sheet = undefined;
  }

  /** The style of cells in a number format: 2 onwards, one per format, after General (0) and the bold header (1). */
  private styleOf(numFmt: string) {
    let style = this.formats.get(numFmt);
    if (style === undefined) this.formats.set(numFmt, (style = this.formats.size + 2));
    return style;
  }

  private stylesXml() {
    const codes = [...this.formats.keys()];
    const numFmts = codes.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlAttr(code)}"/>`).join('');
    const xfs = codes.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
    const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
    return (
      `<styleSheet xmlns="${MAIN}">${codes.length ? `<numFmts count="${codes.length}">${numFmts}</numFmts>` : ''}` +
      `<fonts count="2">${font(false)}${font(true)}</fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${codes.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
    );
  }
}
