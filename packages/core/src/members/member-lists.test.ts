import { describe, expect, it } from 'vitest';
import { entryChanges } from '../db/list-entry';
import { entriesOf, MemberList, type Indexable } from './member-lists';

const patient: Indexable = {
  domainId: 1,
  memberId: 12,
  email: 'patient.ivy@acme.test',
  firstName: 'Ivy',
  lastName: 'Oak',
  memberships: [2],
  harvestCenterId: 4,
  salesRepId: 3,
  tags: [1],
};
const lists = (m: Indexable) => entriesOf(m).map((e) => e.list);

describe('member list names', () => {
  it('tell apart the search lists of the domain, of a membership and of a parent list', () => {
    const names = [MemberList.search('ivy'), MemberList.search('ivy', { membership: 2 }), MemberList.search('ivy', { membership: 4 }), MemberList.linkedSearch(4, 'harvestCenterId', 2, 'ivy')];
    expect(names).toEqual(['w:ivy', 'w:ivy:m2', 'w:ivy:m4', 'l:4:harvestCenterId:2:w:ivy']);
    expect(MemberList.linkedSearch(4, 'harvestCenterId', 2, 'ivy').startsWith(`${MemberList.linked(4, 'harvestCenterId', 2)}:`)).toBe(true);
  });
});

describe('the entries of a member', () => {
  it('put an active member in the search list of each prefix for the domain, its membership and each parent list', () => {
    const all = lists(patient);
    for (const prefix of ['i', 'iv', 'ivy', 'o', 'oa', 'oak', '1', '12', 'p', 'patien', 'acme', 't', 'test'])
      for (const list of [MemberList.search(prefix), MemberList.search(prefix, { membership: 2 }), MemberList.linkedSearch(4, 'harvestCenterId', 2, prefix), MemberList.linkedSearch(3, 'salesRepId', 2, prefix)])
        expect(all, list).toContain(list);
    expect(all).not.toContain(MemberList.search('ivy', { membership: 4 }));
    expect(all).not.toContain(MemberList.search('patient'));
    // 22 prefixes (2 of 12, 3 of ivy, 3 of oak, 6 of patient, 4 of acme, 4 of test), each in the
    // domain's, the membership's and 2 parents' search lists.
    expect(all.filter((l) => l.includes('w:'))).toHaveLength(22 * 4);
  });

  it('carry the words and tags a search may still check', () => {
    const entry = entriesOf(patient).find((e) => e.list === 'w:ivy:m2')!;
    expect(entry).toEqual({ list: 'w:ivy:m2', itemId: 12, words: ' 12 ivy oak patient acme test', tags: [1] });
    expect(entriesOf(patient).find((e) => e.list === 'l:4:harvestCenterId:2:w:ivy')).toEqual({ list: 'l:4:harvestCenterId:2:w:ivy', itemId: 12, words: ' 12 ivy oak patient acme test' });
  });

  it('put an active member in the pair list of each two prefixes of two of its words, with its words and tags', () => {
    const pairs = entriesOf(patient).filter((e) => e.list.startsWith('p:'));
    // Cut to 3 and 6 characters: ivy, oak, pat and patien, acm, tes (12 is too short): 14 pairs.
    expect(pairs).toHaveLength(14);
    expect(pairs).toContainEqual({ list: MemberList.searchPair(['ivy', 'oak']), itemId: 12, words: ' 12 ivy oak patient acme test', tags: [1] });
    expect(pairs.map((e) => e.list)).toContain('p:oak+patien');
    expect(pairs.map((e) => e.list)).not.toContain('p:pat+patien');
    expect(lists({ ...patient, active: false }).filter((l) => l.startsWith('p:'))).toEqual([]);
  });

  it("give a center's staff no search lists: their list is only read whole", () => {
    const staff = lists({ ...patient, memberships: [9], harvestCenterId: undefined, salesRepId: undefined, staffHcIds: [4] });
    expect(staff).toContain(MemberList.linked(4, 'staffHcIds', 9));
    expect(staff.filter((l) => l.startsWith('l:4:staffHcIds:9:'))).toEqual([]);
  });

  it('keep an inactive member out of every search list', () => {
    expect(lists({ ...patient, active: false }).filter((l) => l.includes('w:'))).toEqual([]);
  });

  it("move a patient's parent search entries with the patient", () => {
    const changes = entryChanges(entriesOf(patient), entriesOf({ ...patient, harvestCenterId: 5 }));
    expect(changes.remove.map((e) => e.list)).toContain('l:4:harvestCenterId:2:w:ivy');
    expect(changes.add.map((e) => e.list)).toContain('l:5:harvestCenterId:2:w:ivy');
    expect(changes.remove.every((e) => e.list.startsWith('l:4:harvestCenterId:2'))).toBe(true);
    // The patient's other parent lists carry its center, for searches that match a center's company.
    expect(changes.rewrite.map((e) => e.list)).toEqual([MemberList.linked(3, 'salesRepId', 2)]);
  });
});
