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
