import { Membership, ProductId, productIds } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buyingCenters, mayBuy, purchaseCenter } from './buyers';

const { Lab, Patient, SalesRep, HarvestCenter, ReferralHarvestCenter, SalesManager, Admin, SalesDistributor, HcStaff } = Membership;
const center = { memberships: [HarvestCenter] };
const referral = { memberships: [ReferralHarvestCenter] };
const vialsPatient = { memberships: [Patient], tags: [1] };
const buyable = (buyer: Parameters<typeof mayBuy>[0]) => productIds.filter((id) => mayBuy(buyer, id));

describe('who may buy which product', () => {
  it('lets a harvest center buy everything but the referral processing fee', () => {
    expect(buyable(center)).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 14]);
  });

  it('lets a referral center buy the referral fee, the banner and vial orders, and no kits, cannulas or supplies', () => {
    expect(buyable(referral)).toEqual([ProductId.PatientVials, ProductId.PopUpBanner, ProductId.ReferralProcessingFee, ProductId.PreOrderVials]);
    for (const id of [
      ProductId.ProcessingFee,
      ProductId.HarvestingKit,
      ProductId.Cannula,
      ProductId.FiveKits,
      ProductId.FiveCannulas,
      ProductId.ShippingSupplies,
    ])
      expect(mayBuy(referral, id), String(id)).toBe(false);
  });

  it('lets a patient tagged for the vials checkout order its vials, and nothing else', () => {
    expect(buyable(vialsPatient)).toEqual([ProductId.PatientVials]);
    expect(buyable({ memberships: [Patient], tags: [2] })).toEqual([]);
    expect(buyable({ memberships: [Patient] })).toEqual([]);
  });

  it('sells nothing to labs, the sales team, admins or HC staff buying as themselves', () => {
    for (const membership of [Lab, SalesRep, SalesManager, Admin, SalesDistributor, HcStaff])
      expect(buyable({ memberships: [membership], tags: [1] }), String(membership)).toEqual([]);
  });

  it('allows by any of several memberships, and never an id outside the catalog', () => {
    expect(mayBuy({ memberships: [SalesRep, ReferralHarvestCenter] }, ProductId.PopUpBanner)).toBe(true);
    for (const id of [0, 4, 5, 6, 7, 15, -1, 1.5]) expect(mayBuy({ memberships: [HarvestCenter, ReferralHarvestCenter, Patient], tags: [1] }, id)).toBe(false);
  });
});

describe('where a buyer buys', () => {
  it('buys for its own center, its associated centers or its harvest center, and takes no other center asked', () => {
    const hc = { memberId: 4, memberships: [HarvestCenter], harvestCenterId: 9 };
    const rhc = { memberId: 5, memberships: [ReferralHarvestCenter], rhcHcIds: [40, 4] };
    const patient = { memberId: 2, memberships: [Patient], tags: [1], harvestCenterId: 4 };
    expect([buyingCenters(hc), buyingCenters(rhc), buyingCenters(patient)]).toEqual([[4], [40, 4], [4]]);
    expect([purchaseCenter(hc), purchaseCenter(rhc), purchaseCenter(patient, null)]).toEqual([4, 40, 4]);
    expect([purchaseCenter(hc, 4), purchaseCenter(rhc, 4), purchaseCenter(patient, 4)]).toEqual([4, 4, 4]);
    for (const buyer of [hc, rhc, patient]) expect(purchaseCenter(buyer, 41), String(buyer.memberId)).toBeUndefined();
    expect(buyingCenters({ memberId: 3, memberships: [SalesRep, Lab] })).toEqual([]);
    expect(purchaseCenter({ memberId: 6, memberships: [Patient] })).toBeUndefined();
  });
});
