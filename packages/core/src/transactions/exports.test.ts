import { describe, expect, it } from 'vitest';
import { dayOf, safeCell } from './exports';

describe('export cells', () => {
  it('keeps text a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(safeCell(formula)).toBe(`'${formula}`);
    for (const plain of ['Acme Clinic', 'a=b', '', "O'Neil"]) expect(safeCell(plain)).toBe(plain);
  });

  it('writes dates as MM/dd/yyyy (UTC)', () => {
    expect(dayOf('2026-03-04T23:59:00.000Z')).toBe('03/04/2026');
  });
});
