import { Membership, type MemberView } from '@portal/contracts';

/** Centers are known by their company (spec §2); members without one by name, and by e-mail last. */
const COMPANY_FIRST: readonly number[] = [Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Lab];

/** The name a list shows for a member: the full name, else the e-mail. */
export function displayName(member: Pick<MemberView, 'username' | 'first_name' | 'last_name' | 'email'>): string {
  return member.username.trim() || `${member.first_name} ${member.last_name}`.trim() || member.email;
}

type OptionMember = Pick<MemberView, 'id' | 'username' | 'first_name' | 'last_name' | 'email' | 'company'>;

/** How a member picker names a member of one membership; of any membership (none given), by name with its company beside it. */
export function memberOptionLabel(member: OptionMember, membership?: number): string {
  const name = displayName(member);
  const company = member.company.trim();
  if (membership === undefined) return company && company !== name ? `${name} (${company})` : name;
  return COMPANY_FIRST.includes(membership) && company ? company : name;
}

/** What tells two members of the same name apart in a picker's list. */
export const memberOptionHint = (member: Pick<MemberView, 'id' | 'email'>): string => `#${member.id} · ${member.email}`;

/**
 * The label of a linked member: its name once known; until then, or when it cannot be read
 * (inactive or gone), its id, so the field does not quietly read as empty.
 */
export const linkedMemberLabel = (id: number, member: OptionMember | undefined, membership?: number): string =>
  member?.id === id ? memberOptionLabel(member, membership) : `#${id}`;
