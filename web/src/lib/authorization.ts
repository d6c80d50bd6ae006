import { Membership, type MemberView } from '@portal/contracts';
import { LAB_PLAN_IDS } from '../config/constants';

type Member = Pick<MemberView, 'membership'> | null | undefined;

/** The plan is the member's first membership; it decides the dashboard, the menu and the guards. */
export function planOf(member: Member): number | undefined {
  return member?.membership[0]?.id;
}

/** The lab route guard (spec §2): only members whose plan is 4 or 11 pass. */
export function canEnterLab(member: Member): boolean {
  const plan = planOf(member);
  return plan !== undefined && LAB_PLAN_IDS.includes(plan);
}

/** Whether any of the member's memberships is Admin (7). */
export function isAdmin(member: Member): boolean {
  return member?.membership.some((m) => m.id === Membership.Admin) ?? false;
}

/** A cookie holding a member id: a positive whole number, else nothing. */
const positiveId = (value: string | null | undefined): number | undefined => {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
};

/**
 * The member whose records the screens show and change: the one named by the acting-as cookie
 * (the API runs the request as that member), otherwise the signed-in member.
 */
export function actingMemberId(signedInId: number | undefined, actingAs: string | null): number | undefined {
  return positiveId(actingAs) ?? signedInId;
}

interface Impersonation {
  superAdmin: boolean;
  adminId: string | null;
}

interface HcStaffImpersonation {
  hcStaffAccess: string | null;
}

/** An admin's login-as is under way: the admin cookies are set and a member is being acted as. */
export function isAdminActingAs(impersonation: Impersonation, actingAs: string | null): boolean {
  return impersonation.superAdmin && Boolean(impersonation.adminId) && Boolean(actingAs);
}

/** The admin to go back to (spec §4): set while the super-admin flag and the admin id cookies are. */
export function impersonatingAdminId(impersonation: Impersonation): number | undefined {
  return impersonation.superAdmin ? positiveId(impersonation.adminId) : undefined;
}

/** The HC staff member to go back to (spec §4): set while the HC staff access cookie holds an id. */
export function hcStaffAccessId(impersonation: HcStaffImpersonation): number | undefined {
  return positiveId(impersonation.hcStaffAccess);
}
