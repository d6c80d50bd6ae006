import type { MemberView } from '@portal/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fileTimestamp, USER_CSV_COLUMNS, userCsvRow, usersCsv, usersCsvFileName } from './users-csv';

const member = (overrides: Partial<MemberView> = {}) =>
  ({
    id: 42,
    first_name: 'Ann',
    last_name: 'Lee',
    username: 'Ann Lee',
    email: 'ann@acme.test',
    company: 'Acme, Inc.',
    phone_number: '555-0100',
    membership: [
      { id: 2, name: 'General Member' },
      { id: 7, name: 'Admin' },
    ],
    tags: [1, 9],
    is_active: true,
    date_joined: '2026-01-02T03:04:05.000Z',
    last_login: null,
    ...overrides,
  }) as MemberView;

const tagNames = new Map([[1, 'Checkout Vials']]);

describe('userCsvRow', () => {
  it('maps a member to the export columns', () => {
    expect(userCsvRow(member(), tagNames)).toEqual({
      id: 42,
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@acme.test',
      company: 'Acme, Inc.',
      phone_number: '555-0100',
      membership: 'General Member; Admin',
      tags: 'Checkout Vials; 9',
      is_active: true,
      date_joined: '2026-01-02T03:04:05.000Z',
      last_login: '',
    });
  });

  it('fills every column, in the order of the header', () => {
    expect(Object.keys(userCsvRow(member(), tagNames)).sort()).toEqual([...USER_CSV_COLUMNS].sort());
  });
});

describe('usersCsv', () => {
  it('writes a header and one line per member that a CSV reader reads back', () => {
    const csv = usersCsv(
      [member(), member({ id: 43, first_name: 'Bo "B"', last_name: 'Ray', last_login: '2026-02-03T04:05:06.000Z', is_active: false })],
      tagNames,
    );
    const { data } = Papa.parse<string[]>(csv.trim());
    expect(data[0]).toEqual([...USER_CSV_COLUMNS]);
    expect(data).toHaveLength(3);
    expect(data[1]).toEqual([
      '42',
      'Ann',
      'Lee',
      'ann@acme.test',
      'Acme, Inc.',
      '555-0100',
      'General Member; Admin',
      'Checkout Vials; 9',
      'true',
      '2026-01-02T03:04:05.000Z',
      '',
    ]);
    expect(data[2]?.slice(0, 3)).toEqual(['43', 'Bo "B"', 'Ray']);
    expect(data[2]?.slice(8)).toEqual(['false', '2026-01-02T03:04:05.000Z', '2026-02-03T04:05:06.000Z']);
  });

  it('only writes the header for an empty list', () => {
    expect(usersCsv([], tagNames).trim()).toBe(USER_CSV_COLUMNS.join(','));
  });

  it('keeps spreadsheets from running member-typed text as a formula', () => {
    const { data } = Papa.parse<string[]>(usersCsv([member({ company: '=HYPERLINK("http://x")' })], tagNames).trim());
    expect(data[1]?.[4]).toBe(`'=HYPERLINK("http://x")`);
  });
});

describe('export file name', () => {
  it('is userList plus yyyyMMddHHmmss in local time', () => {
    const date = new Date(2026, 0, 5, 7, 8, 9);
    expect(fileTimestamp(date)).toBe('20260105070809');
    expect(usersCsvFileName(date)).toBe('userList20260105070809.csv');
    expect(fileTimestamp(new Date(2026, 11, 31, 23, 59, 58))).toBe('20261231235958');
  });
});
