import { Membership, type MemberView } from '@portal/contracts';

type Member = Pick<MemberView, 'membership'> | null | undefined;

/** The plan is the member's first membership; it decides the dashboard, the menu and the guards (the contracts' screens table). */
export function planOf(member: Member): number | undefined {
  return member?.membership[0]?.id;
}

/** Whether any of the member's memberships is Admin (7). */
export function isAdmin(member: Member): boolean {
  return member?.membership.some((m) => m.id === Membership.Admin) ?? false;
}
