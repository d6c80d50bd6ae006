import type { MemberView } from '@portal/contracts';

/** Tag names by id; a tag the list does not know is shown as its id. */
export type TagNames = ReadonlyMap<number, string>;

/** The name a list shows for a member: the full name, else the e-mail. */
export function displayName(member: Pick<MemberView, 'username' | 'first_name' | 'last_name' | 'email'>): string {
  return member.username.trim() || `${member.first_name} ${member.last_name}`.trim() || member.email;
}

export const membershipLabels = (member: Pick<MemberView, 'membership'>): string[] => member.membership.map((m) => m.name);

export const tagLabels = (tagIds: readonly number[], tagNames: TagNames): string[] => tagIds.map((id) => tagNames.get(id) ?? String(id));
