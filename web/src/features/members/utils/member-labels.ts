import type { MemberView } from '@portal/contracts';

/** Tag names by id; a tag the list does not know is shown as its id. */
export type TagNames = ReadonlyMap<number, string>;

export const membershipLabels = (member: Pick<MemberView, 'membership'>): string[] => member.membership.map((m) => m.name);

export const tagLabels = (tagIds: readonly number[], tagNames: TagNames): string[] => tagIds.map((id) => tagNames.get(id) ?? String(id));
