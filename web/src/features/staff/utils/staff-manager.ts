import type { StaffRow } from '@portal/contracts';

/** A staff member by name, or by e-mail when it has none. */
export const staffName = (staff: Pick<StaffRow, 'first_name' | 'last_name' | 'email'>) => `${staff.first_name} ${staff.last_name}`.trim() || staff.email;

/** The companies of the centers a staff member may enter, or a dash for none. */
export const centerNames = (staff: Pick<StaffRow, 'harvest_centers'>) =>
  staff.harvest_centers.map((center) => center.company || `#${center.id}`).join(', ') || '—';

export interface ChosenCenter {
  id: number;
  company: string;
}

/** Adds a center to the chosen ones once, keeping their order. */
export const withCenter = (chosen: readonly ChosenCenter[], center: ChosenCenter): ChosenCenter[] =>
  chosen.some((c) => c.id === center.id) ? [...chosen] : [...chosen, center];

/** The matches of the search that are not chosen yet. */
export const unchosen = <T extends { id: number }>(matches: readonly T[], chosen: readonly ChosenCenter[]): T[] =>
  matches.filter((m) => !chosen.some((c) => c.id === m.id));
