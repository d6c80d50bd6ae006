import type { MemberView } from '@portal/contracts';

/** Staff rows shown per page (spec §9: 10 for the other client-side tables). */
export const STAFF_PAGE_SIZE = 10;

export type StaffRow = Pick<MemberView, 'username' | 'email'>;

/** The center's staff matching the filter: a case-insensitive substring of the name or the e-mail; blank text keeps all. */
export function filterStaff<T extends StaffRow>(staff: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...staff];
  return staff.filter((member) => member.username.toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle));
}
