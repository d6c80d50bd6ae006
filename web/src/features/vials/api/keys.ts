export const vialsKeys = {
  all: ['vials'] as const,
  /** Every page of one member's history, whatever the page size: one invalidation refreshes them all. */
  member: (memberId: number) => [...vialsKeys.all, 'member', memberId] as const,
  /** A lab's vials by month (its dashboard's chart). */
  labMonths: (labId: number) => [...vialsKeys.all, 'lab-months', labId] as const,
};
