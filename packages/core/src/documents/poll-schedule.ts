const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When the status job asks BoldSign about a pending document, now that BoldSign's webhook reports
 * signings as they happen: only as a slow fallback (a lost or refused delivery, webhooks not set
 * up). Checked 5 minutes after it was sent, then 15 minutes and 1 hour after each check, then
 * every 6 hours until it settles.
 *
 * The arithmetic against a live key's 2,000 calls an hour (one call per check; the signed PDF one
 * more, once): a document pending for days costs 4 calls a day, 1/6 of a call an hour, so 160
 * pending documents cost about 27 calls an hour (every 5 minutes they cost 1,920), and 6,000
 * pending documents 1,000, half the quota. A new document costs 3 calls in its first 80 minutes:
 * 300 documents sent in an hour add at most 900.
 */
export const CHECK_GAPS_MS = [5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS] as const;
export const STEADY_GAP_MS = 6 * HOUR_MS;

/** The wait after the `checks`-th check (0: after sending). */
export const gapAfter = (checks: number): number => CHECK_GAPS_MS[checks] ?? STEADY_GAP_MS;

/** When a pending document is next due: as its last check set it, else 5 minutes after it was sent. */
export const dueAt = (marker: { since: string; nextCheckAt?: string }): number =>
  Date.parse(marker.nextCheckAt ?? marker.since) + (marker.nextCheckAt ? 0 : gapAfter(0));

/** What a check at `now` that found the document still pending writes on its marker: its next check, which is when it is due. */
export function afterCheck(checksBefore: number, now: number) {
  const nextCheckAt = new Date(now + gapAfter(checksBefore + 1)).toISOString();
  return { checks: checksBefore + 1, nextCheckAt, due: nextCheckAt };
}

/** When a marker written at `since` (a document sent then) is first due. */
export const firstDue = (since: string) => new Date(Date.parse(since) + gapAfter(0)).toISOString();
