import { Membership } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { lacksSalesRep } from './sales-rep-warning';

const member = (plan: number, saless_rep_id: number | null, tags: number[] = []) => ({
  membership: [{ id: plan, name: '' }],
  tags,
  saless_rep_id,
});

describe('lacksSalesRep', () => {
  it('warns harvest centers and referral centers without a rep', () => {
    expect(lacksSalesRep(member(Membership.HarvestCenter, null))).toBe(true);
    expect(lacksSalesRep(member(Membership.ReferralHarvestCenter, null))).toBe(true);
  });

  it('warns a patient without a rep only when it has tag 1', () => {
    expect(lacksSalesRep(member(Membership.Patient, null, [1]))).toBe(true);
    expect(lacksSalesRep(member(Membership.Patient, null, [2]))).toBe(false);
    expect(lacksSalesRep(member(Membership.Patient, null))).toBe(false);
  });

  it('does not warn a member that has a rep', () => {
    expect(lacksSalesRep(member(Membership.HarvestCenter, 3))).toBe(false);
    expect(lacksSalesRep(member(Membership.ReferralHarvestCenter, 3))).toBe(false);
    expect(lacksSalesRep(member(Membership.Patient, 3, [1]))).toBe(false);
  });

  it('does not warn other plans, which buy nothing', () => {
    for (const plan of [Membership.Lab, Membership.SalesRep, Membership.Admin, Membership.HcStaff])
      expect(lacksSalesRep(member(plan, null, [1])), String(plan)).toBe(false);
  });

  it('goes by the plan, the first membership', () => {
    expect(
      lacksSalesRep({
        membership: [
          { id: Membership.Admin, name: '' },
          { id: Membership.HarvestCenter, name: '' },
        ],
        tags: [],
        saless_rep_id: null,
      }),
    ).toBe(false);
  });
});
