import type { MemberView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { linkedMemberLabel, memberOptionHint, memberOptionLabel } from './member-options';

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

  it('names a member of any membership by name, with its company beside it', () => {
    expect(memberOptionLabel(member({ username: 'Hana Center', company: 'Acme Harvest Center' }))).toBe('Hana Center (Acme Harvest Center)');
    expect(memberOptionLabel(member({ username: 'Paula Patient' }))).toBe('Paula Patient');
    expect(memberOptionLabel(member({ email: 'only@acme.test' }))).toBe('only@acme.test');
  });

  it('tells members of the same name apart by id and e-mail', () => {
    expect(memberOptionHint(member({ id: 12, email: 'ray@acme.test' }))).toBe('#12 · ray@acme.test');
  });

  it('names a linked member once it is read, and by its id until then', () => {
    const rep = member({ id: 3, first_name: 'Ray', last_name: 'Rep' });
    expect(linkedMemberLabel(3, rep, 3)).toBe('Ray Rep');
    expect(linkedMemberLabel(3, undefined, 3)).toBe('#3');
    // A member read for another id (the link changed meanwhile) is not this link's name.
    expect(linkedMemberLabel(12, rep, 3)).toBe('#12');
  });
});
