import { describe, expect, it } from 'vitest';
import { entryChanges } from '../db/list-entry';
import { entriesOf, MemberList, type Indexable } from './member-lists';
import { countedList } from './search-lists';

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
    expect(changes.rewrite.map((e) => e.after.list)).toEqual([MemberList.linked(3, 'salesRepId', 2)]);
  });
});

describe('the counted prefixes of a member', () => {
  const long = { ...patient, email: 'kesslerova.k@acme.test', lastName: 'Kessler' };
  const entry = (m: Indexable, list: string) => entriesOf(m).find((e) => e.list === list);

  it('count an entry of a six-character search list in the counter of each longer prefix of its words, and in the list’s counted counter', () => {
    const counted = ['kessle', 'kessler', 'kesslero', 'kesslerov', 'kesslerova'];
    for (const listOf of [(p: string) => MemberList.search(p), (p: string) => MemberList.search(p, { membership: 2 }), (p: string) => MemberList.linkedSearch(4, 'harvestCenterId', 2, p)])
      expect(entry(long, listOf('kessle'))?.countedIn).toEqual([countedList(listOf('kessle')), ...counted.slice(1).map(listOf)]);
    // Shorter lists are exact by their own counter; pair lists are not counted further.
    expect(entry(long, MemberList.search('kess'))?.countedIn).toBeUndefined();
    expect(entriesOf(long).filter((e) => e.list.startsWith('p:') && e.countedIn)).toEqual([]);
    // A word of exactly six characters is counted in the marker alone: it is in no longer prefix.
    expect(entry(patient, MemberList.search('patien'))?.countedIn).toEqual([countedList(MemberList.search('patien')), MemberList.search('patient')]);
    expect(entry({ ...patient, lastName: 'Branet' }, MemberList.search('branet'))?.countedIn).toEqual([countedList(MemberList.search('branet'))]);
  });

  it('stop at sixteen characters, and count none of an entry with more longer prefixes than one transaction should hold', () => {
    const longName = { ...patient, lastName: 'Abcdefghijklmnopqrstuvwxyz' };
    expect(entry(longName, MemberList.search('abcdef'))?.countedIn).toHaveLength(1 + 10);
    const many = { ...patient, company: Array.from({ length: 4 }, (_, i) => `zzzzzz${'abcd'[i]}${'x'.repeat(9)}`).join(' ') };
    expect(entry(many, MemberList.search('zzzzzz'))).toBeDefined();
    expect(entry(many, MemberList.search('zzzzzz'))?.countedIn).toBeUndefined();
  });

  it('move with the words: a new e-mail within the same six characters rewrites the entry and its counted prefixes', () => {
    const before = { ...long, email: 'kesslerova1@acme.test' };
    const after = { ...long, email: 'kesslerova2@acme.test' };
    const rewrite = entryChanges(entriesOf(before), entriesOf(after)).rewrite.find((r) => r.after.list === MemberList.search('kessle'));
    expect(rewrite?.before.countedIn).toContain(MemberList.search('kesslerova1'));
    expect(rewrite?.after.countedIn).toContain(MemberList.search('kesslerova2'));
    expect(rewrite?.after.countedIn).not.toContain(MemberList.search('kesslerova1'));
  });
});
