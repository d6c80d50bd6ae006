import { describe, expect, it } from 'vitest';
import { allTransactionsExportQuery, datesInvalid, NO_TRANSACTION_FILTERS, searchText, transactionListQuery, type TransactionFilters } from './list-query';

const filters = (patch: Partial<TransactionFilters>): TransactionFilters => ({ ...NO_TRANSACTION_FILTERS, ...patch });

describe("the admin's transaction filters as the API query", () => {
  it('sends nothing for blank filters on page 1, and the cursor of a later page', () => {
    expect(transactionListQuery(NO_TRANSACTION_FILTERS, null)).toEqual({});
    expect(transactionListQuery(NO_TRANSACTION_FILTERS, 'c2')).toEqual({ cursor: 'c2' });
  });

  it('sends the search only once longer than 3 characters, trimmed (spec §5)', () => {
    expect(searchText('abc')).toBeUndefined();
    expect(searchText('  abc  ')).toBeUndefined();
    expect(searchText('abcd')).toBe('abcd');
    expect(searchText(' Olivia ')).toBe('Olivia');
    expect(transactionListQuery(filters({ search: 'Oli' }), null)).toEqual({});
    expect(transactionListQuery(filters({ search: 'Oliv' }), null)).toEqual({ search: 'Oliv' });
    expect(searchText('x'.repeat(150))).toHaveLength(100);
  });

  it('sends each chosen member and product by id', () => {
    expect(
      transactionListQuery(
        filters({
          sales_rep_id: 3,
          sales_manager_id: 6,
          sales_distributor_id: 8,
          harvest_center_id: 4,
          referral_harvest_center_id: 5,
          patient_id: 12,
          product_id: '2',
        }),
        null,
      ),
    ).toEqual({
      sales_rep_id: '3',
      sales_manager_id: '6',
      sales_distributor_id: '8',
      harvest_center_id: '4',
      referral_harvest_center_id: '5',
      patient_id: '12',
      product_id: '2',
    });
    expect(transactionListQuery(filters({ product_id: '' }), null)).toEqual({});
  });

  it('sends the days of the range, and no "before" day earlier than the "after" day', () => {
    expect(transactionListQuery(filters({ date_after: '2026-11-01', date_before: '2026-11-30' }), null)).toEqual({
      date_after: '2026-11-01',
      date_before: '2026-11-30',
    });
    expect(transactionListQuery(filters({ date_after: '2026-11-05', date_before: '2026-11-05' }), null)).toEqual({
      date_after: '2026-11-05',
      date_before: '2026-11-05',
    });
    expect(datesInvalid(filters({ date_after: '2026-11-30', date_before: '2026-11-01' }))).toBe(true);
    expect(transactionListQuery(filters({ date_after: '2026-11-30', date_before: '2026-11-01' }), null)).toEqual({ date_after: '2026-11-30' });
    expect(transactionListQuery(filters({ date_before: '11/01/2026' }), null)).toEqual({});
    // A day the API refuses is not sent, and the list asks nothing.
    expect(datesInvalid(filters({ date_after: '0001-01-01' }))).toBe(true);
    expect(transactionListQuery(filters({ date_after: '0001-01-01', date_before: '2026-11-01' }), null)).toEqual({ date_before: '2026-11-01' });
    expect(datesInvalid(filters({ date_after: '1900-01-01', date_before: '2199-12-31' }))).toBe(false);
  });

  it('exports every row the filters match: the same filters, no page', () => {
    expect(allTransactionsExportQuery(filters({ search: 'Olivia', harvest_center_id: 4, date_after: '2026-11-01' }))).toEqual({
      report: 'all',
      search: 'Olivia',
      harvest_center_id: '4',
      date_after: '2026-11-01',
    });
  });
});
