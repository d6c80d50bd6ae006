import { CHECKOUT_VIALS_TAG } from './memberships';
import { Membership, type MembershipId } from './memberships';

export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  children: MenuLink[];
}
export type MenuItem = MenuLink | MenuGroup;

const dashboard: MenuLink = { label: 'Dashboard', to: '/dashboard' };
const resourceCenter: MenuLink = { label: 'Resource Center', to: '/resource-center' };
const profile: MenuLink = { label: 'Contact Details', to: '/profile' };
const hcProfile: MenuLink = { label: 'Profile', to: '/hc-profile' };
const password: MenuLink = { label: 'Change Password', to: '/password' };
const contact: MenuLink = { label: 'Got a Question', to: '/contact' };
const locations: MenuLink = { label: 'Locations', to: '/hc-locations' };
const payments: MenuLink = { label: 'Payment Methods', to: '/hc-payments' };
const paymentOptions: MenuLink = { label: 'Payment Options', to: '/hc-payments' };

const account = (...children: MenuLink[]): MenuGroup => ({ label: 'Account', children });
const defaultAccount = account(profile, password, contact);

const byMembership: Record<MembershipId, MenuItem[]> = {
  [Membership.Lab]: [dashboard, resourceCenter, defaultAccount],
  [Membership.Patient]: [dashboard, resourceCenter, defaultAccount],
  [Membership.SalesRep]: [
    dashboard,
    { label: 'Harvest Centers', to: '/harvest-centers' },
    { label: 'Referral Harvest Centers', to: '/referral-harvest-centers' },
    { label: 'Patients', to: '/patients' },
    { label: 'My Transaction Report', to: '/my-transaction-report' },
    resourceCenter,
    defaultAccount,
  ],
  [Membership.HarvestCenter]: [
    dashboard,
    {
      label: 'Patient Documents',
      children: [
        { label: 'Request Patients Signatures', to: '/request-patients-signatures' },
        { label: 'Upload Patient Documents', to: '/upload-patient-documents' },
        { label: 'Patients Signatures', to: '/patients-signatures' },
      ],
    },
    { label: 'Transaction History', to: '/hc-transaction-history' },
    { label: 'Referral Patients', to: '/referral-patients' },
    { label: 'Staff', to: '/staff-view' },
    { label: 'Fedex Label', to: '/fedex-request-label' },
    resourceCenter,
    account(hcProfile, locations, payments, password, contact),
  ],
  [Membership.ReferralHarvestCenter]: [
    dashboard,
    { label: 'Fedex Label', to: '/fedex-request-label-rhc' },
    resourceCenter,
    account(hcProfile, locations, payments, password, contact),
  ],
  [Membership.SalesManager]: [
    dashboard,
    { label: 'Add Sales Rep', to: '/add-sales-rep' },
    { label: 'Team Transactions', to: '/team-transaction-report' },
    { label: 'Team Patients', to: '/all-patients-team' },
    resourceCenter,
    defaultAccount,
  ],
  [Membership.Admin]: [
    dashboard,
    { label: 'All Transactions', to: '/all-transaction-report' },
    {
      label: 'System Documents',
      children: [
        { label: 'Patients', to: '/documents/patients' },
        { label: 'Harvest Centers', to: '/documents/harvest-centers' },
      ],
    },
    { label: 'Coupon Manager', to: '/coupon-manager' },
    { label: 'Inactive Users', to: '/inactive-users' },
    { label: 'Fedex Requests', to: '/fedex-requests' },
    { label: 'Assets Manager', to: '/assets-manager' },
    { label: 'Product Manager', to: '/product-manager' },
    { label: 'HC Staff Manager', to: '/hc-staff-manager' },
    { label: 'RHC Manager', to: '/rhc-manager' },
    { label: 'White Label Settings', to: '/white-label-settings' },
    { label: 'Audit Log', to: '/audit-log' },
    resourceCenter,
    defaultAccount,
  ],
  [Membership.SalesDistributor]: [
    dashboard,
    { label: 'Team Sales Reps', to: '/all-manager-sr-team' },
    { label: 'Team Patients', to: '/all-manager-patients-team' },
    { label: 'Add Sales Manager', to: '/add-sales-manager' },
    { label: 'Teams Transactions Report', to: '/manager-teams-transaction-report' },
    resourceCenter,
    defaultAccount,
  ],
  [Membership.HcStaff]: [
    dashboard,
    resourceCenter,
    { label: 'Fedex Label', to: '/fedex-request-label' },
    account(profile, locations, paymentOptions, password, contact),
  ],
};

/**
 * The aside menu of a member: chosen by the first membership (the plan). A patient tagged with the
 * checkout tag also manages locations and payments under Account.
 */
export function menuFor(memberships: readonly number[], tags: readonly number[]): MenuItem[] {
  const plan = memberships[0] as MembershipId | undefined;
  if (plan === undefined || !(plan in byMembership)) return [dashboard, resourceCenter, defaultAccount];
  if (plan === Membership.Patient && tags.includes(CHECKOUT_VIALS_TAG))
    return [dashboard, resourceCenter, account(profile, locations, payments, password, contact)];
  return byMembership[plan];
}

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

/** The label a member's menu gives the page at `path` (a page is titled as the menu names it), if the menu links there. */
export function menuLabelFor(memberships: readonly number[], tags: readonly number[], path: string): string | undefined {
  for (const item of menuFor(memberships, tags)) {
    const link = (isMenuGroup(item) ? item.children : [item]).find((l) => l.to === path);
    if (link) return link.label;
  }
  return undefined;
}
