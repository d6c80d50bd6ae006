import { describe, expect, it } from 'vitest';
import { NO_FILTERS, userListPath, userListQuery } from './list-query';

describe('userListQuery', () => {
  it('leaves out blank filters and the first page cursor', () => {
    expect(userListQuery(NO_FILTERS, null)).toEqual({});
    expect(userListQuery({ search: '   ', membership: '', tag: '', product: '' }, null)).toEqual({});
  });

  it('trims the text and turns the selects into ids', () => {
    expect(userListQuery({ search: '  Ann ', membership: '2', tag: '1', product: '3' }, 'c2')).toEqual({
      search: 'Ann',
      membership: 2,
      tag: 1,
      product: 3,
      cursor: 'c2',
    });
  });

  it('ignores select values that are not ids', () => {
    expect(userListQuery({ search: '', membership: 'x', tag: '0', product: '-1' }, null)).toEqual({});
  });

  it('keeps the text within what the API accepts', () => {
    expect(userListQuery({ ...NO_FILTERS, search: 'a'.repeat(150) }, null).search).toHaveLength(100);
  });
});

describe('userListPath', () => {
  it('asks the active or the inactive list', () => {
    expect(userListPath('active', {})).toBe('users/all/');
    expect(userListPath('inactive', {})).toBe('users/all/inactive/');
  });

  it('encodes the query', () => {
    expect(userListPath('active', { search: 'ann & co', membership: 7, tag: 1, cursor: 'a+b/c=' })).toBe(
      'users/all/?search=ann+%26+co&membership=7&tag=1&cursor=a%2Bb%2Fc%3D',
    );
  });
});
