import type { MemberView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { memberOptionLabel, salesRepForCenter, toMemberOptions, withCurrentOption } from './member-options';

const member = (overrides: Partial<MemberView>) =>
  ({ id: 1, username: '', first_name: '', last_name: '', email: 'x@acme.test', company: '', saless_rep_id: null, ...overrides }) as MemberView;

describe('member options', () => {
  it('names harvest centers, referral centers and labs by company, others by name', () => {
    const center = member({ id: 4, username: 'Hana Center', company: 'Acme Harvest Center', saless_rep_id: 3 });
    expect(memberOptionLabel(center, 4)).toBe('Acme Harvest Center');
    expect(memberOptionLabel(center, 5)).toBe('Acme Harvest Center');
    expect(memberOptionLabel(center, 1)).toBe('Acme Harvest Center');
    expect(memberOptionLabel(center, 3)).toBe('Hana Center');
    expect(memberOptionLabel(member({ username: 'No Company' }), 4)).toBe('No Company');
    expect(memberOptionLabel(member({ email: 'only@acme.test' }), 3)).toBe('only@acme.test');
  });

  it('maps members to sorted options that carry the center sales rep', () => {
    const options = toMemberOptions(
      [member({ id: 9, company: 'Zeta Clinic', saless_rep_id: null }), member({ id: 4, company: 'Acme Harvest Center', saless_rep_id: 3 })],
      4,
    );
    expect(options).toEqual([
      { value: '4', label: 'Acme Harvest Center', salesRepId: 3 },
      { value: '9', label: 'Zeta Clinic', salesRepId: null },
    ]);
  });

  it("finds the sales rep of a chosen center, and nothing for a center without one or for no center", () => {
    const centers = [
      { value: '4', label: 'Acme', salesRepId: 3 },
      { value: '9', label: 'Zeta', salesRepId: null },
    ];
    expect(salesRepForCenter(centers, '4')).toBe('3');
    expect(salesRepForCenter(centers, '9')).toBeUndefined();
    expect(salesRepForCenter(centers, '')).toBeUndefined();
    expect(salesRepForCenter(undefined, '4')).toBeUndefined();
  });

  it('keeps a linked member that the options do not list', () => {
    const options = [{ value: '4', label: 'Acme', salesRepId: 3 }];
    expect(withCurrentOption(options, '4')).toEqual(options);
    expect(withCurrentOption(options, '')).toEqual(options);
    expect(withCurrentOption(options, '12')).toEqual([...options, { value: '12', label: '#12', salesRepId: null }]);
    expect(withCurrentOption(undefined, '12')).toEqual([{ value: '12', label: '#12', salesRepId: null }]);
  });
});
