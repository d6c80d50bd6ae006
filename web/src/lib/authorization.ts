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

/**
 * The member whose records the screens show and change: the one named by the acting-as cookie
 * (the API runs the request as that member), otherwise the signed-in member.
 */
export function actingMemberId(signedInId: number | undefined, actingAs: string | null): number | undefined {
  const acting = actingAs?.trim();
  if (acting && /^\d+$/.test(acting) && Number(acting) > 0) return Number(acting);
  return signedInId;
}

interface Impersonation {
  superAdmin: boolean;
  adminId: string | null;
}

/** An admin's login-as is under way: the admin cookies are set and a member is being acted as. */
export function isAdminActingAs(impersonation: Impersonation, actingAs: string | null): boolean {
  return impersonation.superAdmin && Boolean(impersonation.adminId) && Boolean(actingAs);
}
