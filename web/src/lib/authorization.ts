import { can, type Action, type MemberView } from '@portal/contracts';

type Member = Pick<MemberView, 'membership'> | null | undefined;

/** The plan is the member's first membership; it decides the dashboard, the menu and the guards (the contracts' screens table). */
export function planOf(member: Member): number | undefined {
  return member?.membership[0]?.id;
}

/** Whether the role table grants the member `action` by any of its memberships (what a screen offers; the API checks every call again). */
export function may(member: Member, action: Action): boolean {
  return member
    ? can(
        member.membership.map((m) => m.id),
        action,
      )
    : false;
}
