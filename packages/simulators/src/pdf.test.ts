import { describe, expect, it } from 'vitest';
import { textPdf } from './pdf';

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const text = new TextDecoder().decode(textPdf(['Consent (v2)', 'Signed by Zoë \\ co']));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain("(Consent \\(v2\\)) '");
    expect(text).toContain("(Signed by Zo? \\\\ co) '");
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });
});
