import { describe, expect, it } from 'vitest';
import { linkChanges, linksOf } from './links';

const patient = { domainId: 1, memberId: 10, memberships: [2], harvestCenterId: 4, salesRepId: 3 };

describe('member links', () => {
  it("follow the member's link fields, tagged with its plan", () => {
    expect(linksOf(patient)).toEqual([
      { domainId: 1, plan: 2, childId: 10, parentId: 4, relation: 'harvestCenterId' },
      { domainId: 1, plan: 2, childId: 10, parentId: 3, relation: 'salesRepId' },
    ]);
    expect(linksOf({ domainId: 1, memberId: 9, memberships: [9], staffHcIds: [4, 5] }).map((l) => l.parentId)).toEqual([4, 5]);
  });

  it('change only where the record changed', () => {
    const moved = linkChanges(patient, { ...patient, harvestCenterId: 6 });
    expect(moved.remove.map((l) => l.parentId)).toEqual([4]);
    expect(moved.add.map((l) => l.parentId)).toEqual([6]);
    expect(linkChanges(patient, { ...patient })).toEqual({ remove: [], add: [] });
  });

  it('move every link when the plan changes, and all go with the member', () => {
    const replanned = linkChanges(patient, { ...patient, memberships: [3] });
    expect(replanned.remove).toHaveLength(2);
    expect(replanned.add.every((l) => l.plan === 3)).toBe(true);
    expect(linkChanges(patient, undefined).remove).toHaveLength(2);
  });
});
