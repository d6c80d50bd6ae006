/** The patient's notice when vials were added since it last saw its dashboard (spec store flag 'vials-added notification'). */
export const VIALS_ADDED_NOTICE = 'Vials have been added to your account.';

/** localStorage key of the available total a member last saw on its dashboard. */
export const vialsSeenKey = (memberId: number) => `vials_seen_${memberId}`;

/**
 * Whether the available total grew since the member last saw it. `lastSeen` is what was stored; with
 * nothing (readable) stored this is the first visit, which only records the total. Shipments lower
 * the total and are not news of added vials.
 */
export function vialsAddedSince(lastSeen: string | null, available: number): boolean {
  if (lastSeen === null || !/^\d+$/.test(lastSeen.trim())) return false;
  return available > Number(lastSeen);
}
