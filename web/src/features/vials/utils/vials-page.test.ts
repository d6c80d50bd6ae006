import { describe, expect, it } from 'vitest';
import { toVialsPage, vialsHistoryPath, vialsQuery } from './vials-page';

describe('vialsQuery', () => {
  it('asks for page 1 by its size alone and for later pages by their cursor', () => {
    expect(vialsQuery(5, null)).toEqual({ page_size: 5 });
    expect(vialsQuery(10, 'abc')).toEqual({ page_size: 10, cursor: 'abc' });
  });
});

describe('vialsHistoryPath', () => {
  it("is the member's history path with the page size and an encoded cursor", () => {
    expect(vialsHistoryPath(42, vialsQuery(5, null))).toBe('vials-history/user/42/?page_size=5');
    expect(vialsHistoryPath(42, vialsQuery(5, 'a+b/c='))).toBe('vials-history/user/42/?page_size=5&cursor=a%2Bb%2Fc%3D');
  });
});

describe('toVialsPage', () => {
  it('hands the entries to the list as results and keeps the totals and paging', () => {
    const entry = { id: 3, type: 'shipped' as const, quantity: 2, date: '2026-11-21', note: '', tracking_id: 'FX-1', user: 42 };
    const page = toVialsPage({ vials_available: 6, vials_shipped: 2, vials_history: [entry], count: 7, page_size: 5, next_cursor: 'n' });
    expect(page).toEqual({ vials_available: 6, vials_shipped: 2, results: [entry], count: 7, page_size: 5, next_cursor: 'n' });
  });
});
