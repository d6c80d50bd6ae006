import { describe, expect, it } from 'vitest';
import { carriedOf, entryChanges } from '../db/entries';
import { gramsOf } from '../search/grams';
import { entriesOf, immediateEntriesOf, MemberList, memberText, textList, type Indexable } from './member-lists';

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
  it('tell apart the postings of the domain, of a membership and of a parent list', () => {
    const names = [
      MemberList.search('ivy'),
      MemberList.search('ivy', { membership: 2 }),
      MemberList.search('ivy', { membership: 4 }),
      MemberList.linkedSearch(4, 'harvestCenterId', 2, 'ivy'),
    ];
    expect(names).toEqual(['g:ivy', 'g:ivy:m2', 'g:ivy:m4', 'l:4:harvestCenterId:2:g:ivy']);
    expect(MemberList.linkedSearch(4, 'harvestCenterId', 2, 'ivy').startsWith(`${MemberList.linked(4, 'harvestCenterId', 2)}:`)).toBe(true);
  });
});

describe('the entries of a member', () => {
  it('keep its id, names, e-mail and company as one normalized text', () => {
    expect(memberText({ ...patient, firstName: 'Zoë', company: 'Acme  Labs' })).toBe(' 12 zoe oak patient.ivy@acme.test acme labs ');
  });

  it('put an active member in the posting list of each trigram of its text, for the domain, its membership and each parent list', () => {
    const all = lists(patient);
    const grams = gramsOf(memberText(patient));
    // ivy, oak; pat ati tie ien ent (patient), acm cme (acme), tes est (test): ivy once, 12 too short, no punctuation.
    expect(grams).toHaveLength(11);
    for (const gram of grams)
      for (const list of [
        MemberList.search(gram),
        MemberList.search(gram, { membership: 2 }),
        MemberList.linkedSearch(4, 'harvestCenterId', 2, gram),
        MemberList.linkedSearch(3, 'salesRepId', 2, gram),
      ])
        expect(all, list).toContain(list);
    expect(all).not.toContain(MemberList.search('ivy', { membership: 4 }));
    expect(all.filter((l) => l.includes(':g:') || l.startsWith('g:'))).toHaveLength(11 * 4);
  });

  it("carry the text and tags a search checks in the domain's postings, and no text in a parent's (checked on the active users list)", () => {
    const entry = entriesOf(patient).find((e) => e.list === 'g:ivy:m2')!;
    expect(carriedOf(entry)).toEqual({ text: ' 12 ivy oak patient.ivy@acme.test ', tags: [1] });
    const linked = entriesOf(patient).find((e) => e.list === 'l:4:harvestCenterId:2:g:ivy')!;
    expect(carriedOf(linked)).toEqual({});
    const users = entriesOf(patient).find((e) => e.list === textList())!;
    expect(carriedOf(users)).toEqual({ text: ' 12 ivy oak patient.ivy@acme.test ' });
  });

  it("rename: rewrite the entries that carry the text, and of a parent's postings only those of the trigrams added or dropped", () => {
    const changes = entryChanges(entriesOf(patient), entriesOf({ ...patient, lastName: 'Oaks' }));
    expect(changes.remove).toEqual([]);
    // oaks: oak, aks; "aks" is new in the domain's, the membership's and the center's and rep's postings.
    expect(changes.add.map((e) => e.list).sort()).toEqual(['g:aks', 'g:aks:m2', 'l:3:salesRepId:2:g:aks', 'l:4:harvestCenterId:2:g:aks'].sort());
    expect(changes.rewrite.every(({ after }) => after.family.carries.includes('text'))).toBe(true);
    expect(changes.rewrite.some(({ after }) => after.list.startsWith('l:4:harvestCenterId:2:g:'))).toBe(false);
  });

  it("give a center's staff no postings: their list is only read whole", () => {
    const staff = lists({ ...patient, memberships: [9], harvestCenterId: undefined, salesRepId: undefined, staffHcIds: [4] });
    expect(staff).toContain(MemberList.linked(4, 'staffHcIds', 9));
    expect(staff.filter((l) => l.startsWith('l:4:staffHcIds:9:'))).toEqual([]);
  });

  it('keep an inactive member out of every posting list', () => {
    expect(lists({ ...patient, active: false }).filter((l) => l.includes('g:'))).toEqual([]);
    expect(lists({ ...patient, active: false })).toContain(MemberList.linked(4, 'harvestCenterId', 2, 'inactive'));
  });

  it("move a patient's parent postings with the patient", () => {
    const changes = entryChanges(entriesOf(patient), entriesOf({ ...patient, harvestCenterId: 5 }));
    expect(changes.remove.map((e) => e.list)).toContain('l:4:harvestCenterId:2:g:ivy');
    expect(changes.add.map((e) => e.list)).toContain('l:5:harvestCenterId:2:g:ivy');
    expect(changes.remove.every((e) => e.list.startsWith('l:4:harvestCenterId:2'))).toBe(true);
    // The patient's entries in its rep's lists carry its center, for searches that match a center's company.
    expect(changes.rewrite.every((e) => e.after.list.startsWith('l:3:salesRepId:2'))).toBe(true);
    expect(changes.rewrite.map((e) => e.after.centerId)).toEqual(changes.rewrite.map(() => 5));
  });

  it('renamed, change only the postings of the trigrams that came or went', () => {
    const changes = entryChanges(entriesOf(patient), entriesOf({ ...patient, lastName: 'Oaks' }));
    expect(changes.add.map((e) => e.list).filter((l) => l.startsWith('g:'))).toEqual(['g:aks', 'g:aks:m2']);
    expect(changes.remove).toEqual([]);
  });
});

describe('the entries a new member has at once', () => {
  it("are the domain's users lists of its status and membership, and the lists of the member who made it", () => {
    expect(immediateEntriesOf(patient).map((e) => e.list)).toEqual([MemberList.users('active'), MemberList.users('active', { membership: 2 })]);
    expect(immediateEntriesOf(patient, 4).map((e) => e.list)).toEqual([
      MemberList.users('active'),
      MemberList.users('active', { membership: 2 }),
      MemberList.linked(4, 'harvestCenterId', 2),
    ]);
    expect(immediateEntriesOf(patient, 3).map((e) => e.list)).toContain(MemberList.linked(3, 'salesRepId', 2));
  });
});
