import { describe, expect, it } from 'vitest';
import { linkChanges, linkKey, linksOf } from './links';

const patient = { domainId: 1, memberId: 10, memberships: [2], harvestCenterId: 4, salesRepId: 3, searchText: '10 pia z pia@x.test ' };

describe('member links', () => {
  it("follow the member's link fields, tagged with its plan and carrying its search text and center", () => {
    const base = { domainId: 1, plan: 2, childId: 10, searchText: '10 pia z pia@x.test ', centerId: 4 };
    expect(linksOf(patient)).toEqual([
      { ...base, parentId: 4, relation: 'harvestCenterId' },
      { ...base, parentId: 3, relation: 'salesRepId' },
    ]);
    expect(linksOf({ domainId: 1, memberId: 9, memberships: [9], staffHcIds: [4, 5] }).map((l) => l.parentId)).toEqual([4, 5]);
    expect(linkKey(linksOf(patient)[0]!)).toEqual({ domainId: 1, parentId: 4, relation: 'harvestCenterId', plan: 2, childId: 10 });
  });

  it('change only where the record changed', () => {
    const moved = linkChanges(patient, { ...patient, harvestCenterId: 6 });
    expect(moved.remove.map((l) => l.parentId)).toEqual([4]);
    // The rep's link stays, written again with the new center; the old center's goes.
    expect(moved.add.map((l) => [l.parentId, l.centerId])).toEqual([
      [6, 6],
      [3, 6],
    ]);
    expect(linkChanges(patient, { ...patient })).toEqual({ remove: [], add: [] });
  });

  it('write every link again, removing none, when the search text or referral center changes', () => {
    const renamed = linkChanges(patient, { ...patient, searchText: '10 pia new pia@x.test ' });
    expect(renamed.remove).toEqual([]);
    expect(renamed.add.map((l) => l.searchText)).toEqual(['10 pia new pia@x.test ', '10 pia new pia@x.test ']);
    const referred = linkChanges(patient, { ...patient, referralHarvestCenterId: 5 });
    expect(referred.remove).toEqual([]);
    expect(referred.add.filter((l) => l.referralId === 5).map((l) => l.parentId)).toEqual([4, 5, 3]);
  });

  it('move every link when the plan changes, and all go with the member', () => {
    const replanned = linkChanges(patient, { ...patient, memberships: [3] });
    expect(replanned.remove).toHaveLength(2);
    expect(replanned.add.every((l) => l.plan === 3)).toBe(true);
    expect(linkChanges(patient, undefined).remove).toHaveLength(2);
  });
});
