import { Membership, type MembershipId } from '@portal/contracts';

/** The home dashboard's sections by a typed key, each with the heading its card shows (spec §2). */
export const sectionHeadings = {
  pipeline: 'Pipeline',
  vials: 'Vials',
  patients: 'Patients',
  vialsHistory: 'Vials History',
  documents: 'Documents',
  sales: 'Sales',
  referralLinks: 'Referral Links',
  salesRepTeam: 'Sales Rep Team',
  usersList: 'Users List',
  salesManagerTeam: 'Sales Manager Team',
  associatedCenters: 'Associated Harvest Centers',
} as const;

export type SectionKey = keyof typeof sectionHeadings;

/**
 * The home dashboard's sections by plan (spec §2 'Home dashboard by membership id'), and before
 * them, for those who sell, a Sales card (their sales by month) and for a lab a Pipeline card (its
 * patients by stage) and a Vials card (its vials added, shipped and available by month).
 */
const sectionsByPlan: Record<MembershipId, readonly SectionKey[]> = {
  [Membership.Lab]: ['pipeline', 'vials', 'patients'],
  [Membership.Patient]: ['vialsHistory', 'documents'],
  [Membership.SalesRep]: ['sales', 'referralLinks'],
  [Membership.HarvestCenter]: ['sales', 'patients'],
  [Membership.ReferralHarvestCenter]: ['patients'],
  [Membership.SalesManager]: ['sales', 'salesRepTeam'],
  [Membership.Admin]: ['sales', 'usersList'],
  [Membership.SalesDistributor]: ['sales', 'salesManagerTeam'],
  [Membership.HcStaff]: ['associatedCenters'],
};

export function dashboardSections(plan: number | undefined): readonly SectionKey[] {
  return plan === undefined ? [] : (sectionsByPlan[plan as MembershipId] ?? []);
}
