export interface ChosenCenter {
  id: number;
  company: string;
}

/** A center by company, or by id when it has none. */
export const centerLabel = (center: ChosenCenter) => center.company || `#${center.id}`;

/** The companies of the centers, or a dash for none. */
export const centerNames = (centers: readonly ChosenCenter[]) => centers.map(centerLabel).join(', ') || '—';

/** Adds a center to the chosen ones once, keeping their order. */
export const withCenter = (chosen: readonly ChosenCenter[], center: ChosenCenter): ChosenCenter[] =>
  chosen.some((c) => c.id === center.id) ? [...chosen] : [...chosen, center];

/** The matches of the search that are not chosen yet. */
export const unchosen = <T extends { id: number }>(matches: readonly T[], chosen: readonly ChosenCenter[]): T[] =>
  matches.filter((m) => !chosen.some((c) => c.id === m.id));
