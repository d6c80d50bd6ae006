import { Membership, VIALS_CHART_MONTHS, type LabVialsByMonth } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { inBatches } from '../db/batches';
import { transact, unlessRefused } from '../db/transact';
import { lastMonths, NO_TOTALS, totalsOf } from '../db/counters';
import { listFamily, type Entry } from '../db/entries';
import * as Members from '../members/members';
import { listOwner } from '../members/scope';
import { declareProjection } from '../projections/declare';
import type { VialEntryEntity } from './vial-entry.entity';

type VialEntry = EntityItem<VialEntryEntity>;
type EntryType = VialEntry['type'];

/**
 * A lab's ledger entries of one type (added or shipped), by date: counted per month and day, their
 * quantities summed beside the count (db/entries.ts SUMMED), so a month's vials are one counter.
 * The entries are those of the lab's patients: a patient moved to another lab takes its ledger
 * with it (its change carries the new lab to its entries in bounded steps: carryLabPage).
 */
const LabVials = listFamily(
  "a lab's vials ledger",
  { sort: 'date', counters: 'periods', carries: ['quantity'] },
  (labId: number, type: EntryType) => `labvials:${labId}:${type}`,
);

/**
 * The entry a ledger entry keeps in its lab's list of its type, dated at the start of its day (UTC)
 * as every dated list is; none for a patient without a lab then.
 */
export const entriesOf = (e: VialEntry): Entry[] =>
  e.labId ? [{ family: LabVials, list: LabVials.key(e.labId, e.type), itemId: e.entryId, date: `${e.date}T00:00:00.000Z`, quantity: e.quantity }] : [];

/** The labs' vials charts (the ledger's own entries feed them; an edit of the quantity moves the month's sum). */
export const vialProjection = declareProjection<VialEntry>({
  name: 'vials',
  entity: 'vialEntry',
  sequence: 'vialEntry',
  idField: 'entryId',
  families: [LabVials],
  entriesOf,
  // Entries written before entries kept their lab are given their patient's (reindex: the projector then counts them).
  async repair(ctx, entries, dryRun) {
    const unkept = entries.filter((e) => e.labId === undefined);
    const labs = new Map((await Members.many(ctx, [...new Set(unkept.map((e) => e.memberId))])).map((m) => [m.memberId, m.labId]));
    const given = unkept.filter((e) => labs.get(e.memberId) !== undefined);
    if (!dryRun)
      await inBatches(given, CARRY_CONCURRENCY, (e) =>
        unlessRefused(
          ctx.db.entities.vialEntry
            .patch({ domainId: e.domainId, entryId: e.entryId })
            .set({ labId: labs.get(e.memberId)! })
            .where((attr, op) => op.notExists(attr.labId))
            .go({ response: 'none' }),
        ),
      );
    return given.length;
  },
  moves: (before, after) =>
    !before || !after || before.labId !== after.labId || before.type !== after.type || before.date !== after.date || before.quantity !== after.quantity,
});

/**
 * One step of carrying a patient's new lab to its ledger (projections/fan-out.ts): a page of its
 * entries, each that names another lab set to the patient's, so the projector moves it to that
 * lab's list. The entries are written in transactions on condition the patient still has that lab:
 * a step that read the patient before a later move writes nothing (that move's own carry, from the
 * first page, gives them the newer lab). A step run twice changes nothing the second time.
 */
export async function carryLabPage(
  ctx: DomainCtx,
  patient: MemberRecord,
  cursor: string | null,
  size: number,
): Promise<{ changed: number; cursor: string | null }> {
  const domainId = ctx.domain.domainId;
  const page = await ctx.db.entities.vialEntry.query.byMember({ domainId, memberId: patient.memberId }).go({ cursor, limit: size });
  const moved = page.data.filter((e) => e.labId !== patient.labId);
  const chunks = Array.from({ length: Math.ceil(moved.length / CARRY_CHUNK) }, (_, i) => moved.slice(i * CARRY_CHUNK, (i + 1) * CARRY_CHUNK));
  let changed = 0;
  for (const chunk of chunks) {
    const outcome = await transact(ctx.db, (e) => [
      e.member
        .check({ domainId, memberId: patient.memberId })
        .where((attr, op) => (patient.labId === undefined ? op.notExists(attr.labId) : op.eq(attr.labId, patient.labId))),
      ...chunk.map((entry) => {
        const update = e.vialEntry.patch({ domainId, entryId: entry.entryId });
        return patient.labId === undefined ? update.remove(['labId']) : update.set({ labId: patient.labId });
      }),
    ]);
    // The patient moved again: the newer change's carry takes over.
    if (!outcome.ok) break;
    changed += chunk.length;
  }
  return { changed, cursor: page.cursor };
}

/** Entries written in one transaction with the check of the patient's lab. */
const CARRY_CHUNK = 50;
/** Entries repaired at once by reindex. */
const CARRY_CONCURRENCY = 10;

/**
 * A lab's vials by month over VIALS_CHART_MONTHS, for the lab (its own) and admins (any lab; another
 * member's is a 404): each month's added and shipped quantities from its lists' month counters, and
 * the vials available at each month's end, walked back from the lists' totals (what is available
 * now, less what each later month added, plus what it shipped). 26 counters of 16 shards, whatever
 * the number of entries.
 */
export async function vialsByMonth(ctx: MemberCtx, labId: number, now = new Date()): Promise<LabVialsByMonth> {
  const lab = await listOwner(ctx, labId, Membership.Lab, 'labs:read-own');
  const months = lastMonths(now, VIALS_CHART_MONTHS);
  const lists = { added: LabVials.key(lab.memberId, 'added'), shipped: LabVials.key(lab.memberId, 'shipped') };
  const ofMonth = (list: string, month: string) => `${list}@${month}`;
  const names = [lists.added, lists.shipped, ...months.flatMap((m) => [ofMonth(lists.added, m), ofMonth(lists.shipped, m)])];
  const totals = await totalsOf(ctx.db, ctx.domain.domainId, names);
  // Every month is walked from the totals: one counter left unread would skew them all, so none is guessed.
  if (names.some((name) => !totals.has(name))) throw new Error(`the vials counters of lab ${lab.memberId} could not be read`);
  const quantity = (name: string) => (totals.get(name) ?? NO_TOTALS).quantity;
  const shipped = quantity(lists.shipped);
  const available = quantity(lists.added) - shipped;
  let atEnd = available;
  const newestFirst = [...months].reverse().map((month) => {
    const row = { month, added: quantity(ofMonth(lists.added, month)), shipped: quantity(ofMonth(lists.shipped, month)), available: atEnd };
    atEnd -= row.added - row.shipped;
    return row;
  });
  return { months: newestFirst.reverse(), available, shipped };
}
