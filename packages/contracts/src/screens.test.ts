import { describe, expect, it } from 'vitest';
import { CHECKOUT_VIALS_TAG, Membership, membershipIds, type MembershipId } from './memberships';
import { isMenuGroup, menuFor } from './menus';
import { can } from './roles';
import { mayOpen, screenAt, screens, type ScreenKey } from './screens';

const { Lab, SalesRep, HarvestCenter, ReferralHarvestCenter, SalesManager, Admin, SalesDistributor, HcStaff } = Membership;

/** Spec §2's guards: the plans each guarded screen is for (the admin's screens, the teams', the lab's, the centers' and the checkouts'). */
const specGuards: Record<ScreenKey, readonly MembershipId[]> = {
  inactiveUsers: [Admin],
  whiteLabelSettings: [Admin],
  auditLog: [Admin],
  productManager: [Admin],
  couponManager: [Admin],
  fedexRequests: [Admin],
  assetsManager: [Admin],
  hcStaffManager: [Admin],
  rhcManager: [Admin],
  allTransactions: [Admin],
  patientDocuments: [Admin],
  centerDocuments: [Admin],
  repCenters: [SalesRep],
  repReferralCenters: [SalesRep],
  repPatients: [SalesRep],
  repTransactions: [SalesRep],
  addSalesRep: [SalesManager, Admin],
  addSalesManager: [SalesDistributor, Admin],
  managerPatients: [SalesManager],
  managerTransactions: [SalesManager],
  distributorReps: [SalesDistributor],
  distributorPatients: [SalesDistributor],
  distributorTransactions: [SalesDistributor],
  lab: [Lab, Admin],
  labCenterPatients: [Lab, Admin],
  referralPatients: [HarvestCenter],
  centerStaff: [HarvestCenter],
  requestSignatures: [HarvestCenter],
  uploadPatientDocuments: [HarvestCenter],
  patientsSignatures: [HarvestCenter],
  centerLabel: [HarvestCenter, HcStaff],
  centerTransactions: [HarvestCenter, HcStaff],
  referralLabel: [ReferralHarvestCenter],
  centerProfile: [HarvestCenter, ReferralHarvestCenter],
  checkoutProduct: [HarvestCenter, ReferralHarvestCenter],
  processingFee: [HarvestCenter],
  harvestFee: [ReferralHarvestCenter],
};

const keys = Object.keys(screens) as ScreenKey[];

describe('the screens the SPA guards, through the role table', () => {
  it("open for exactly the plans spec §2's guards name, every membership walked over every screen", () => {
    for (const screen of keys) expect(membershipIds.filter((m) => mayOpen([m], screen)).sort(), screen).toEqual([...specGuards[screen]].sort());
    expect(mayOpen(undefined, 'lab')).toBe(false);
    expect(mayOpen([], 'lab')).toBe(false);
  });

  it("open the admin's screens to an admin whatever its plan, and another plan's screens by the plan alone", () => {
    for (const screen of keys.filter((key) => specGuards[key].includes(Admin))) expect(mayOpen([Membership.Patient, Admin], screen), screen).toBe(true);
    expect(mayOpen([Membership.Patient, Admin], 'repCenters')).toBe(false);
    expect(mayOpen([Membership.Patient, SalesRep], 'repCenters')).toBe(false);
    expect(mayOpen([SalesRep, Membership.Patient], 'repCenters')).toBe(true);
  });

  it('agree with the API: whoever opens a screen is granted a call that fills it, or enters a center first and reads as the center', () => {
    for (const screen of keys)
      for (const m of membershipIds.filter((id) => mayOpen([id], screen))) {
        const reads = screens[screen].reads.some((action) => can([m], action));
        const asCenter = can([m], 'users:enter-center') && screens[screen].reads.some((action) => can([HarvestCenter], action));
        expect(reads || asCenter, `${screen} for membership ${m}`).toBe(true);
      }
  });

  it('are opened by every menu link to them, for the member the menu is for', () => {
    let links = 0;
    for (const m of membershipIds)
      for (const tags of [[], [CHECKOUT_VIALS_TAG]])
        for (const item of menuFor([m], tags))
          for (const link of isMenuGroup(item) ? item.children : [item]) {
            const screen = screenAt(link.to);
            if (!screen) continue;
            links++;
            expect(mayOpen([m], screen), `${link.to} in the menu of membership ${m}`).toBe(true);
          }
    expect(links).toBeGreaterThan(30);
  });

  it('find a screen by a path, its optional parts present or not', () => {
    expect(screenAt('/lab')).toBe('lab');
    expect(screenAt('/lab/12')).toBe('lab');
    expect(screenAt('/lab/12/harvest-center/4')).toBe('labCenterPatients');
    expect(screenAt('/harvest-center/checkout/product/3')).toBe('checkoutProduct');
    expect(screenAt('/harvest-center/checkout/processing-fee')).toBe('processingFee');
    expect(screenAt('/dashboard')).toBeUndefined();
  });
});
