import {
  Membership,
  notEnoughVials,
  vialsAlreadyShipped,
  VIAL_ENTRY_UPDATED,
  VIALS_ADDED,
  VIALS_DATE_FUTURE,
  VIALS_ONLY_PATIENTS,
  VIALS_SHIPPED,
  type NewVialEntry,
  type VialEntryUpdate,
  type VialEntryView,
} from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { nextId } from '../db/counters';
import { keysetPage, toWire } from '../db/paging';
import { failedCondition, transact, type TxEntities, type TxOutcome, type TxWrite } from '../db/transact';
import { conflict, invalid, notFound } from '../errors';
import * as Members from '../members/members';
import type { VialEntryEntity } from './vial-entry.entity';

type VialEntry = EntityItem<VialEntryEntity>;

export const view = (e: VialEntry): VialEntryView => ({
  id: e.entryId,
  type: e.type,
  quantity: e.quantity,
  date: e.date,
  note: e.note ?? '',
  tracking_id: e.trackingId ?? '',
  user: e.memberId,
});

/** A member's totals and one page of its ledger, newest first, with the number of entries. */
export async function history(ctx: DomainCtx, member: MemberRecord, cursor: string | null, size: number) {
  const page = await keysetPage({
    list: `vials:${member.memberId}`,
    cursor,
    size,
    query: (after) => {
      const q = ctx.db.entities.vialEntry.query.byMember({ domainId: ctx.domain.domainId, memberId: member.memberId });
      return after === undefined ? q : q.lt({ entryId: after });
    },
    position: (e) => e.entryId,
  });
  const { results, ...paging } = toWire({ ...page, count: member.vialsEntries ?? 0 }, size, page.items.map(view));
  return { vials_available: member.vialsAvailable ?? 0, vials_shipped: member.vialsShipped ?? 0, vials_history: results, ...paging };
}

/** How an entry of `quantity` moves the totals: added raises available; shipped raises shipped and lowers available. */
const movement = (type: VialEntry['type'], quantity: number) =>
  type === 'added' ? { available: quantity, shipped: 0 } : { available: -quantity, shipped: quantity };

/**
 * Writes the member's totals change with `entry` in one transaction (retried while it only lost a
 * race), on condition that available stays at 0 or more, and for a new entry that the member still
 * has the lab the entry names (a lab change carried to the ledger meanwhile would miss it); the entry
 * write carries its own condition. A new entry also counts itself in the member's number of entries.
 */
async function writeWithTotals(
  ctx: DomainCtx,
  memberId: number,
  delta: { available: number; shipped: number; entries: number },
  entryWrite: (entities: TxEntities) => TxWrite,
  lab?: { labId: number | undefined },
) {
  return transact(ctx.db, (e) => [
    e.member
      .patch({ domainId: ctx.domain.domainId, memberId })
      .add({ vialsAvailable: delta.available, vialsShipped: delta.shipped, vialsEntries: delta.entries })
      // Available may only go down as far as 0: the lowering is allowed when there is enough.
      .where((attr, op) =>
        [
          delta.available < 0 ? op.gte(attr.vialsAvailable, -delta.available) : op.exists(attr.memberId),
          ...(lab ? [lab.labId === undefined ? op.notExists(attr.labId) : op.eq(attr.labId, lab.labId)] : []),
        ].join(' AND '),
      ),
    entryWrite(e),
  ]);
}

/** Why a ledger write was refused: too few vials available, told the way the change was asked. */
async function refusal(ctx: DomainCtx, memberId: number, loweringAdded = false): Promise<never> {
  const member = await Members.fromId(ctx, memberId);
  if (!member) throw notFound('User');
  const available = member.vialsAvailable ?? 0;
  throw invalid(loweringAdded ? vialsAlreadyShipped(available) : notEnoughVials(available));
}

/** The latest day a ledger entry may be of: tomorrow (UTC), so that today passes in every time zone. */
const latestDay = (now = Date.now()) => new Date(now + 86_400_000).toISOString().slice(0, 10);

/**
 * Records vials added to a member, or shipped from its available vials; the totals follow in the
 * same transaction. A ledger records what happened: a date after today is refused (the lab's chart
 * counts each month up to now).
 */
export async function addEntry(ctx: MemberCtx, member: MemberRecord, input: NewVialEntry) {
  if (!member.memberships.includes(Membership.Patient)) throw invalid(VIALS_ONLY_PATIENTS);
  if (input.date > latestDay()) throw invalid(VIALS_DATE_FUTURE);
  if (input.type === 'added' && input.tracking_id) throw invalid('Only shipped vials have a tracking id.');
  const entryId = await nextId(ctx.db, ctx.domain.domainId, 'vialEntry');
  const entryOf = (labId: number | undefined): VialEntry => ({
    domainId: ctx.domain.domainId,
    entryId,
    memberId: member.memberId,
    ...(labId ? { labId } : {}),
    type: input.type,
    quantity: input.quantity,
    date: input.date,
    note: input.note ?? '',
    trackingId: input.type === 'shipped' ? (input.tracking_id ?? '') : '',
    createdBy: ctx.caller.memberId,
    createdAt: new Date().toISOString(),
  });
  // The entry names the patient's lab as the write finds it: one that moved since it was read is read again.
  let labId = member.labId;
  let entry = entryOf(labId);
  for (let attempt = 0; ; attempt++) {
    const outcome = await writeWithTotals(
      ctx,
      member.memberId,
      { ...movement(entry.type, entry.quantity), entries: 1 },
      ({ vialEntry }) => vialEntry.create(entry),
      { labId },
    );
    if (outcome.ok) break;
    if (outcome.race) return busy();
    const now = await Members.fromId(ctx, member.memberId, { consistent: true });
    if (!now) throw notFound('User');
    if (now.labId === labId || attempt >= EDIT_ATTEMPTS) return refusal(ctx, member.memberId);
    labId = now.labId;
    entry = entryOf(labId);
  }
  await record(ctx, { action: `vials.${entry.type}`, target: `member:${member.memberId}`, detail: `entry:${entryId} quantity:${entry.quantity}` });
  return { message: entry.type === 'added' ? VIALS_ADDED : VIALS_SHIPPED, entry, totals: await Members.fromId(ctx, member.memberId) };
}

/** How often an edit reads the entry again after another edit changed it first. */
const EDIT_ATTEMPTS = 8;

const busy = (): never => {
  throw conflict('The vials changed at the same time. Please try again.');
};

export async function entry(ctx: DomainCtx, entryId: number): Promise<VialEntry | undefined> {
  const { data } = await ctx.db.entities.vialEntry.get({ domainId: ctx.domain.domainId, entryId }).go();
  return data ?? undefined;
}

/**
 * Changes an entry's quantity and note or tracking id: the totals move by the difference, in the
 * same transaction, on condition that the entry still has the quantity it was read with.
 */
export async function updateEntry(ctx: MemberCtx, entryId: number, input: VialEntryUpdate) {
  let saved: VialEntry | undefined;
  let outcome: TxOutcome = { ok: true };
  for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
    const current = await entry(ctx, entryId);
    if (!current) throw notFound('Vials entry');
    if (input.type && input.type !== current.type) throw invalid('The type of a vials entry cannot change.');
    if (current.type === 'added' && input.tracking_id) throw invalid('Only shipped vials have a tracking id.');
    const change = { ...movement(current.type, input.quantity - current.quantity), entries: 0 };
    const next: VialEntry = {
      ...current,
      quantity: input.quantity,
      note: input.note ?? current.note,
      trackingId: current.type === 'shipped' ? (input.tracking_id ?? current.trackingId) : '',
    };
    saved = next;
    outcome = await writeWithTotals(ctx, current.memberId, change, ({ vialEntry }) =>
      vialEntry
        .patch({ domainId: current.domainId, entryId })
        .set({ quantity: next.quantity, note: next.note, trackingId: next.trackingId })
        // A concurrent edit of the same entry makes this one read it again.
        .where((attr, op) => op.eq(attr.quantity, current.quantity)),
    );
    if (outcome.ok || !failedCondition(outcome, 1)) break;
  }
  if (!saved) throw notFound('Vials entry');
  if (!outcome.ok) return outcome.race || failedCondition(outcome, 1) ? busy() : refusal(ctx, saved.memberId, saved.type === 'added');
  await record(ctx, { action: 'vials.entry-updated', target: `member:${saved.memberId}`, detail: `entry:${entryId} quantity:${saved.quantity}` });
  return { message: VIAL_ENTRY_UPDATED, entry: saved, totals: await Members.fromId(ctx, saved.memberId) };
}
