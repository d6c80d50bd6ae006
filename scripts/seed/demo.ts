import { Membership, ProductId } from '../../packages/contracts/src';

export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD || 'Portal-Demo-1';
/** The demo domains' admin form password: the New Admin page's gate. */
export const DEMO_ADMIN_FORM_PASSWORD = process.env.PORTAL_DEMO_ADMIN_FORM_PASSWORD || 'Portal-Admin-Gate';

export interface DemoDomain {
  identifier: string;
  name: string;
  color: string;
}

export const demoDomains: DemoDomain[] = [
  { identifier: 'acme', name: 'Acme Biologics', color: '#0f766e' },
  { identifier: 'beta', name: 'Beta Cell Bank', color: '#7c3aed' },
];

/** One demo member per membership, in membership order, so member ids follow membership ids. */
export const demoMembers = [
  { local: 'lab', membership: Membership.Lab, firstName: 'Lena', lastName: 'Lab', company: 'Processing Lab' },
  { local: 'patient', membership: Membership.Patient, firstName: 'Paula', lastName: 'Patient', company: '' },
  { local: 'rep', membership: Membership.SalesRep, firstName: 'Ray', lastName: 'Rep', company: '' },
  { local: 'hc', membership: Membership.HarvestCenter, firstName: 'Hana', lastName: 'Center', company: 'Harvest Center' },
  { local: 'rhc', membership: Membership.ReferralHarvestCenter, firstName: 'Rita', lastName: 'Referral', company: 'Referral Clinic' },
  { local: 'manager', membership: Membership.SalesManager, firstName: 'Max', lastName: 'Manager', company: '' },
  { local: 'admin', membership: Membership.Admin, firstName: 'Ada', lastName: 'Admin', company: '' },
  { local: 'distributor', membership: Membership.SalesDistributor, firstName: 'Dora', lastName: 'Distributor', company: '' },
  { local: 'staff', membership: Membership.HcStaff, firstName: 'Sam', lastName: 'Staff', company: 'Harvest Center' },
] as const;

/** Each demo domain's coupon: 100 off either processing fee, at any center, without a limit of uses. */
export const DEMO_COUPON = {
  name: 'Welcome',
  code: 'WELCOME100',
  max_use_number: 0,
  discount_amount: 100,
  product_ids: [ProductId.ProcessingFee, ProductId.ReferralProcessingFee],
};

export type DemoRole = (typeof demoMembers)[number]['local'];

export const demoEmail = (local: string, identifier: string) => `${local}@${identifier}.test`;

/** The demo domain's mark: the portal writes the domain's name beside a logo, as it does for one an admin uploads. */
export const logoSvg = (domain: DemoDomain) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${domain.color}"/><path d="M12 28 L20 10 L28 28 Z" fill="#fff"/></svg>`;

export const faviconSvg = (domain: DemoDomain) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${domain.color}"/><path d="M9 23 L16 8 L23 23 Z" fill="#fff"/></svg>`;

/**
 * More patients of the demo harvest center, so its tables page: every third came through the
 * referral clinic. Their e-mails are patient.{first name}@{domain}.test.
 */
export const demoPatients = [
  ['Olivia', 'Oakley'],
  ['Noah', 'Nguyen'],
  ['Emma', 'Estrada'],
  ['Liam', 'Larsen'],
  ['Ava', 'Abbott'],
  ['Lucas', 'Lindqvist'],
  ['Mia', 'Moreau'],
  ['Ethan', 'Ellison'],
  ['Sofia', 'Sato'],
  ['Mason', 'Mendez'],
  ['Isla', 'Ibarra'],
].map(([firstName, lastName], i) => ({
  local: `patient.${firstName!.toLowerCase()}`,
  firstName: firstName!,
  lastName: lastName!,
  referred: i % 3 === 2,
  vialsPreparation: i % 4,
  vialsReadyShip: i % 3,
  /** How far its tissue has come (0 waiting, 1 shipped to the lab, 2 received, 3 plating, 4 vials ready), so the lab's pipeline shows each stage. */
  milestones: i % 5,
}));
