import type { DomainCtx, MemberRecord } from '../context';
import { refusedByCondition } from '../db/transact';
import * as Members from '../members/members';
import type { IdentityClaims } from '../providers/identity/port';
import * as LiveSessions from './live-sessions';

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
 *
 * Signing out one session moves the epoch to that token's issue time, and admits against it the
 * member's other sessions issued before it (or in the margin after it) that were current: each
 * sign-in records its token's id and times (live-sessions.ts). So the token signed out is refused
 * and the member's other browsers keep working. Requests still read only the member record; a
 * sign-in writes one item more, a sign-out reads the member's sessions.
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

/** The most other sessions a sign-out keeps admitted, the newest; older ones end with the one signed out. */
export const MAX_ADMITTED = 100;

/**
 * The fields that end one session. The epoch moves to the signed-out token's own issue time (of the
 * identity provider's clock, as every token's; past the previous epoch): that token is refused, and
 * so would be the sessions issued before it or within the margin after it, so those of them still
 * current and not expired are admitted against the new epoch. A session issued later, a sign-in
 * under way included, is current by its issue time alone.
 */
export function endingOne(
  member: EpochFields,
  sessions: readonly LiveSessions.LiveSession[],
  signedOut: Pick<IdentityClaims, 'tokenId' | 'issuedAt'>,
  now = Date.now(),
) {
  const sessionsEndedAt = Math.max((member.sessionsEndedAt ?? 0) + 1, signedOut.issuedAt * 1000);
  const kept = sessions
    .filter((s) => s.tokenId !== signedOut.tokenId && s.expiresAt * 1000 > now && !issuedClearlyAfter(sessionsEndedAt, s.issuedAt) && isCurrent(member, s))
    .sort((a, b) => b.issuedAt - a.issuedAt)
    .slice(0, MAX_ADMITTED)
    .map((s) => s.tokenId);
  return { sessionsEndedAt, sessionsAdmitted: kept };
}

/**
 * Writes `fields` on condition that the member's epoch and last sign-in are still those read: a
 * sign-in in between (its session may be missing from those read) or another end of sessions makes
 * it false, and the caller reads again. A sign-in that read the epoch before this write fails its
 * own condition (Members.recordLogin) and stands only if its token is current under the new epoch.
 */
async function writeIfUnchanged(ctx: DomainCtx, member: MemberRecord, fields: ReturnType<typeof endingOne>): Promise<boolean> {
  const key = { domainId: member.domainId, memberId: member.memberId };
  const update = ctx.db.entities.member.patch(key).set({ sessionsEndedAt: fields.sessionsEndedAt });
  const admitted = fields.sessionsAdmitted.length ? update.set({ sessionsAdmitted: fields.sessionsAdmitted }) : update.remove(['sessionsAdmitted']);
  try {
    await admitted
      .where((attr, op) => {
        const epoch = member.sessionsEndedAt === undefined ? op.notExists(attr.sessionsEndedAt) : op.eq(attr.sessionsEndedAt, member.sessionsEndedAt);
        const signIn = member.lastLogin === undefined ? op.notExists(attr.lastLogin) : op.eq(attr.lastLogin, member.lastLogin);
        return `${epoch} AND ${signIn}`;
      })
      .go();
    return true;
  } catch (e) {
    if (refusedByCondition(e)) return false;
    throw e;
  }
}

/** How often a sign-out reads again after a sign-in or another end of sessions overtook it. */
const END_ONE_ATTEMPTS = 5;

/**
 * Ends one session of a member, the one of the token `signedOut`: refused from its next request,
 * while the member's other current sessions keep working. Should sign-ins keep overtaking it, every
 * session ends, which still refuses the token.
 */
export async function endOne(ctx: DomainCtx, memberId: number, signedOut: Pick<IdentityClaims, 'tokenId' | 'issuedAt'>): Promise<void> {
  for (let attempt = 0; attempt < END_ONE_ATTEMPTS; attempt++) {
    const member = await Members.fromId(ctx, memberId, { consistent: true });
    if (!member) return;
    const sessions = await LiveSessions.ofMember(ctx, memberId);
    if (await writeIfUnchanged(ctx, member, endingOne(member, sessions, signedOut))) return;
  }
  await endAll(ctx, memberId);
}
