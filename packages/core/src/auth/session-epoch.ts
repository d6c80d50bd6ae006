import type { DomainCtx, MemberRecord } from '../context';
import * as Members from '../members/members';
import type { IdentityClaims } from '../providers/identity/port';

/**
 * Session epochs. Ending a member's sessions (a password change or reset, a reset code sent by an
 * admin, a deactivation) records the instant, `sessionsEndedAt`, in epoch milliseconds of the API's
 * clock; a token issued before it is refused from then on, one issued after it works.
 *
 * A token tells when it was issued in whole seconds (`iat`) of the identity provider's clock, so a
 * token of the epoch's own second, or of the clocks' skew around it, cannot show by itself on which
 * side of the change it was issued. Every token is issued through a sign-in of this API, and a
 * sign-in reads the epoch (consistently) before it asks the identity provider for the token, so the
 * token it then gets was issued after the epoch it read. The sign-in records that token's id (`jti`)
 * in `sessionsAdmitted`, in the write that records the sign-in, on condition that the epoch is still
 * the one it read; ending the sessions again moves the epoch and empties the list, and a sign-in
 * that the change overtook is refused (its token would be). So, with no wait for the next second:
 * - a token whose second begins `CLOCK_MARGIN_MS` or more after the epoch is current;
 * - an earlier one is current only if it was admitted: never a token issued before the change
 *   (while the provider's clock is less than the margin ahead of the API's), always the token of a
 *   sign-in that began after it, however soon.
 */
export const CLOCK_MARGIN_MS = 2000;

type EpochFields = Pick<MemberRecord, 'sessionsEndedAt' | 'sessionsAdmitted' | 'sessionsValidFrom'>;

/** The fields that end every session of a member now (with another patch, as deactivation does). */
export const ended = (now = Date.now()) => ({ sessionsEndedAt: now, sessionsAdmitted: undefined });

/** Whether the epoch alone tells that a token issued at `issuedAt` (epoch seconds) came after it. */
const issuedClearlyAfter = (endedAt: number, issuedAt: number) => issuedAt * 1000 >= endedAt + CLOCK_MARGIN_MS;

/** Whether a token is still good for the member: issued clearly after its epoch, or admitted by its sign-in. */
export function isCurrent(member: EpochFields, claims: Pick<IdentityClaims, 'issuedAt' | 'tokenId'>): boolean {
  // Epochs of whole seconds, written before sessionsEndedAt: a token of that second or later was current.
  if (member.sessionsValidFrom !== undefined && claims.issuedAt < member.sessionsValidFrom) return false;
  if (member.sessionsEndedAt === undefined || issuedClearlyAfter(member.sessionsEndedAt, claims.issuedAt)) return true;
  return (member.sessionsAdmitted ?? []).includes(claims.tokenId);
}

/** Whether `isCurrent` needs the member read afresh to be sure: a stale read may miss the token's admission. */
export const mayBeAdmitted = (member: EpochFields, claims: Pick<IdentityClaims, 'issuedAt'>) =>
  member.sessionsEndedAt !== undefined && !issuedClearlyAfter(member.sessionsEndedAt, claims.issuedAt);

/**
 * What a sign-in records with its token: the epoch it read before asking for the token (the
 * record's condition) and, when the token's issue time cannot show that it follows that epoch, the
 * token's id to admit.
 */
export function admission(member: EpochFields, claims: Pick<IdentityClaims, 'issuedAt' | 'tokenId'> | undefined): Members.LoginEpoch {
  const endedAt = member.sessionsEndedAt;
  if (endedAt === undefined || !claims || issuedClearlyAfter(endedAt, claims.issuedAt)) return { endedAt };
  return { endedAt, admit: claims.tokenId };
}

/** Ends every session of a member: tokens issued until now stop working at their next request. */
export async function endAll(ctx: DomainCtx, memberId: number): Promise<void> {
  await Members.patch(ctx, memberId, ended());
}
