import type { DomainCtx, MemberRecord } from '../context';
import * as Members from '../members/members';

/**
 * The next whole second: tokens carry their issue time in seconds, so the epoch is the first
 * second no token issued before the change can carry.
 */
export const nextEpoch = (now = Date.now()) => Math.floor(now / 1000) + 1;

/** Whether a token issued at `issuedAt` (epoch seconds) is still good for the member. */
export const isCurrent = (member: Pick<MemberRecord, 'sessionsValidFrom'>, issuedAt: number) => issuedAt >= (member.sessionsValidFrom ?? 0);

/**
 * Ends every session of a member: tokens issued until now stop working at their next request.
 * The call returns once the epoch's second has begun, so a token issued after it (the member's
 * next sign-in) is never taken for an old one.
 */
export async function endAll(ctx: DomainCtx, memberId: number): Promise<void> {
  const epoch = nextEpoch();
  await Members.patch(ctx, memberId, { sessionsValidFrom: epoch });
  const wait = epoch * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
