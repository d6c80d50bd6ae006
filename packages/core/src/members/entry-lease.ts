import { setTimeout as sleep } from 'node:timers/promises';
import type { DomainCtx, MemberRecord } from '../context';
import { spansTransactions, type EntryChanges } from '../db/list-entry';
import { transact } from '../db/transact';

/**
 * How long a member change may take to write its list entries when they need several
 * transactions (writeWithEntries). Until it has (or this has passed, should its writer have
 * died), the member's next change waits: two changes' follow-up writes must not interleave, or an
 * entry of the older state could stay and one of the newer be missing.
 */
export const ENTRIES_LEASE_MS = 10_000;
const POLL_MS = 20;

/** What a member change also sets when its writes span transactions: the lease. Nothing otherwise. */
export const leaseFor = (headWrites: number, changes: EntryChanges): { entriesPendingUntil?: number } =>
  spansTransactions(headWrites, changes) ? { entriesPendingUntil: Date.now() + ENTRIES_LEASE_MS } : {};

const pending = (member: MemberRecord) => (member.entriesPendingUntil ?? 0) > Date.now();

/** The stored member once no change of it is still writing its entries; undefined when there is none. */
export async function settledMember(ctx: DomainCtx, memberId: number): Promise<MemberRecord | undefined> {
  for (;;) {
    const { data } = await ctx.db.entities.member.get({ domainId: ctx.domain.domainId, memberId }).go();
    if (!data || !pending(data)) return data ?? undefined;
    await sleep(POLL_MS);
  }
}

/** Ends the lease of the change that wrote `revision`, its entries all written; unless a later change has taken over. */
export async function release(ctx: DomainCtx, memberId: number, revision: number): Promise<void> {
  const key = { domainId: ctx.domain.domainId, memberId };
  await transact(ctx.db, (e) => [e.member.patch(key).remove(['entriesPendingUntil']).where((attr, op) => op.eq(attr.revision, revision))]);
}
