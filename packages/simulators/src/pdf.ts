const MAX_LINE = 90;

/** PDF string literals take printable ASCII; backslash and parentheses are escaped. */
const literal = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, MAX_LINE)
    .replace(/[\\()]/g, (m) => `\\${m}`);

/**
 * A one-page Letter PDF showing the lines in Helvetica. Written by hand (catalog, pages, page, font,
 * content stream, exact xref offsets) so the simulators need no PDF library. ASCII only, so string
 * length equals byte length.
 */
export function textPdf(lines: string[]): Uint8Array {
  const content = ['BT', '/F1 12 Tf', '16 TL', '72 720 Td', ...lines.map((line) => `(${literal(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
