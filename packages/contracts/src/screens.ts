import { Membership } from './membership-ids';
import { can, type Action } from './roles';
import { screenPaths, type ScreenKey } from './screen-paths';

export { screenPaths, type ScreenKey };

/** A guarded screen of the SPA. */
export interface Screen {
  /** The actions of the role table that open it: a member granted any of them may (by its plan). */
  opens: readonly Action[];
  /**
   * The actions of the calls that fill it (any one suffices: a member's own, or anyone's). A member
   * who opens it is granted one of them, or enters a harvest center first and reads as the center.
   */
  reads: readonly Action[];
}

/**
 * Every screen the SPA guards, by a typed key, and what opens it: the guards read the role table
 * through this one table (spec §2's guards: the admin's screens, the sales teams', the lab's, the
 * centers' and the checkouts'); the other screens are every signed-in member's. A test walks each
 * membership over every screen against the role table and the menus.
 */
export const screens = {
  inactiveUsers: { opens: ['users:set-active'], reads: ['users:list-all'] },
  whiteLabelSettings: { opens: ['domain:settings'], reads: ['domain:settings'] },
  auditLog: { opens: ['audit:read'], reads: ['audit:read'] },
  productManager: { opens: ['products:manage'], reads: ['products:manage'] },
  couponManager: { opens: ['coupons:manage'], reads: ['coupons:manage'] },
  fedexRequests: { opens: ['labels:manage'], reads: ['labels:read'] },
  assetsManager: { opens: ['assets:manage'], reads: ['assets:manage'] },
  hcStaffManager: { opens: ['staff:manage'], reads: ['staff:manage'] },
  rhcManager: { opens: ['associations:manage'], reads: ['associations:manage'] },
  allTransactions: { opens: ['transactions:read-all'], reads: ['transactions:read-all'] },
  patientDocuments: { opens: ['documents:manage'], reads: ['documents:manage'] },
  centerDocuments: { opens: ['documents:manage'], reads: ['documents:manage'] },
  repCenters: { opens: ['reps:read-own'], reads: ['reps:read-own'] },
  repReferralCenters: { opens: ['reps:read-own'], reads: ['reps:read-own'] },
  repPatients: { opens: ['reps:read-own'], reads: ['reps:read-own'] },
  repTransactions: { opens: ['reps:read-own'], reads: ['transactions:read-own-sales'] },
  addSalesRep: { opens: ['team:add-rep'], reads: ['team:add-rep'] },
  addSalesManager: { opens: ['team:add-manager'], reads: ['team:add-manager'] },
  managerPatients: { opens: ['team:read-managed'], reads: ['team:read-managed'] },
  managerTransactions: { opens: ['team:read-managed'], reads: ['transactions:read-team'] },
  distributorReps: { opens: ['team:read-distributed'], reads: ['team:read-distributed'] },
  distributorPatients: { opens: ['team:read-distributed'], reads: ['team:read-distributed'] },
  distributorTransactions: { opens: ['team:read-distributed'], reads: ['transactions:read-teams'] },
  /**
   * The lab's centers and a center's patients: the lab's own, and any lab's for admins. The spec's
   * guard names plans 4 and 11, but plan 11 does not exist and the lab page lists a lab's own
   * centers, which the API shows only to that lab and to admins.
   */
  lab: { opens: ['labs:read-own', 'network:read-any'], reads: ['labs:read-own', 'network:read-any'] },
  labCenterPatients: { opens: ['labs:read-own', 'network:read-any'], reads: ['labs:read-own', 'network:read-any'] },
  referralPatients: { opens: ['centers:read-own'], reads: ['centers:read-own'] },
  centerStaff: { opens: ['staff:list-own-center'], reads: ['staff:list-own-center'] },
  requestSignatures: { opens: ['documents:request'], reads: ['documents:request'] },
  uploadPatientDocuments: { opens: ['documents:request'], reads: ['documents:request'] },
  patientsSignatures: { opens: ['documents:request'], reads: ['documents:center-list'] },
  /** A center's labels and history: staff see them too, and are asked to enter a center first. */
  centerLabel: { opens: ['centers:read-own', 'users:enter-center'], reads: ['labels:request'] },
  centerTransactions: { opens: ['centers:read-own', 'users:enter-center'], reads: ['transactions:read-center'] },
  referralLabel: { opens: ['referral-centers:read-own'], reads: ['labels:request'] },
  centerProfile: { opens: ['centers:logo-own'], reads: ['centers:logo-own'] },
  checkoutProduct: { opens: ['transactions:checkout'], reads: ['transactions:checkout'] },
  processingFee: { opens: ['centers:read-own'], reads: ['centers:processing-fee'] },
  harvestFee: { opens: ['referral-centers:read-own'], reads: ['transactions:checkout'] },
} as const satisfies Record<ScreenKey, Screen>;

/**
 * Whether a member of these memberships may open `screen`: the role table grants one of the
 * screen's actions to its plan (its first membership, which the spec's guards read), or to the Admin
 * membership it holds anywhere (an admin is one whatever its plan, as the API treats it).
 */
export function mayOpen(memberships: readonly number[] | undefined, screen: ScreenKey): boolean {
  const plan = memberships?.[0];
  if (plan === undefined) return false;
  const admin = memberships!.includes(Membership.Admin);
  return (screens[screen].opens as readonly Action[]).some((action) => can([plan], action) || (admin && can([Membership.Admin], action)));
}

/** The guarded screen whose route is `path` (a menu's link), if any: a path with optional parts matches them present or not. */
export function screenAt(path: string): ScreenKey | undefined {
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    const asked = path.split('/');
    const required = parts.filter((p) => !p.endsWith('?')).length;
    if (asked.length < required || asked.length > parts.length) return false;
    return asked.every((part, i) => parts[i] === part || parts[i]!.startsWith(':'));
  };
  return (Object.keys(screens) as ScreenKey[]).find((key) => matches(screenPaths[key]));
}
