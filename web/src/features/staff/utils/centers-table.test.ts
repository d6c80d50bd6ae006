import { describe, expect, it } from 'vitest';
import { clampPage, contactName, filterCenters, pageCount, pageRows, pageText } from './centers-table';

const centers = [
  { id: 4, company: 'Acme Harvest Center' },
  { id: 14, company: 'Northside Clinic' },
  { id: 23, company: 'ACME West' },
];

describe('filterCenters', () => {
  it('matches the company case-insensitively', () => {
    expect(filterCenters(centers, 'acme').map((c) => c.id)).toEqual([4, 23]);
    expect(filterCenters(centers, 'NORTH').map((c) => c.id)).toEqual([14]);
  });

  it('matches part of the id', () => {
    expect(filterCenters(centers, '4').map((c) => c.id)).toEqual([4, 14]);
    expect(filterCenters(centers, '23').map((c) => c.id)).toEqual([23]);
  });

  it('ignores surrounding spaces and keeps every center for blank text', () => {
    expect(filterCenters(centers, '  west ').map((c) => c.id)).toEqual([23]);
    expect(filterCenters(centers, '   ')).toEqual(centers);
    expect(filterCenters(centers, '')).not.toBe(centers);
  });

  it('finds nothing when neither the id nor the company matches', () => {
    expect(filterCenters(centers, 'lab')).toEqual([]);
  });
});

describe('paging of 10', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  it('counts pages of 10, with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('slices the rows of a page', () => {
    expect(pageRows(rows, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(rows, 3)).toEqual([21, 22, 23]);
    expect(pageRows([], 1)).toEqual([]);
  });

  it('keeps the page within the pages there are', () => {
    expect(clampPage(5, 23)).toBe(3);
    expect(clampPage(0, 23)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(pageRows(rows, 9)).toEqual([21, 22, 23]);
  });

  it("reads 'Page X of Y'", () => {
    expect(pageText(1, 23)).toBe('Page 1 of 3');
    expect(pageText(3, 23)).toBe('Page 3 of 3');
    expect(pageText(1, 0)).toBe('Page 1 of 1');
    expect(pageText(4, 12)).toBe('Page 2 of 2');
  });
});

describe('contactName', () => {
  it('joins the first and last name', () => {
    expect(contactName({ first_name: 'Ana', last_name: 'Lopez' })).toBe('Ana Lopez');
    expect(contactName({ first_name: 'Ana', last_name: '' })).toBe('Ana');
  });
});
