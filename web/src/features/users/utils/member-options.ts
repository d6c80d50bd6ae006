import { Membership, type MemberView } from '@portal/contracts';
import { displayName } from './member-labels';

/** One choice of a link select: a member by id, with the sales rep a harvest center brings along. */
export interface MemberOption {
  value: string;
  label: string;
  /** A harvest center's sales rep: choosing the center pre-selects it (spec §4). */
  salesRepId: number | null;
}

/** Centers are known by their company (spec §2); members without one by name, and by e-mail last. */
const COMPANY_FIRST: readonly number[] = [Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Lab];

type OptionMember = Pick<MemberView, 'id' | 'username' | 'first_name' | 'last_name' | 'email' | 'company' | 'saless_rep_id'>;

export function memberOptionLabel(member: OptionMember, membership: number): string {
  const name = displayName(member);
  const company = member.company.trim();
  return COMPANY_FIRST.includes(membership) && company ? company : name;
}

/** The options of a link select for the members of one membership, sorted by label. */
export function toMemberOptions(members: readonly OptionMember[], membership: number): MemberOption[] {
  return members
    .map((member) => ({ value: String(member.id), label: memberOptionLabel(member, membership), salesRepId: member.saless_rep_id }))
    .sort((a, b) => a.label.localeCompare(b.label) || Number(a.value) - Number(b.value));
}

/** The sales rep to pre-select for a chosen harvest center, as a select value; undefined keeps the rep as it is. */
export function salesRepForCenter(centers: readonly MemberOption[] | undefined, centerValue: string): string | undefined {
  const rep = centers?.find((center) => center.value === centerValue)?.salesRepId;
  return rep ? String(rep) : undefined;
}

/**
 * A member linked now but missing from the options (inactive, or the list has not loaded) still
 * shows as its id, so the select does not quietly read as empty.
 */
export function withCurrentOption(options: readonly MemberOption[] | undefined, current: string): MemberOption[] {
  const list = options ?? [];
  if (!current || list.some((option) => option.value === current)) return [...list];
  return [...list, { value: current, label: `#${current}`, salesRepId: null }];
}
