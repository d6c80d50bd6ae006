import { Membership } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { inBatches } from '../db/batches';
import type { ListKey } from '../db/entries';
import { cursorAfterEntry } from '../db/paging';
import * as Members from '../members/members';
import { declareProjection } from '../projections/declare';
import { reproject } from '../projections/engine';
import { axes, axisOfMembership, positionOf, reportEntriesOf, ReportList, retiredEntriesOf, saleFamilies, type Axis } from './report-lists';
import { partiesOf, transactionsOf } from './report-rows';
import { searchNames, transactionText } from './report-search';
import { TRANSACTION_SEQUENCE, type TransactionRecord } from './transactions';

const paid = (t: TransactionRecord | undefined) => t?.status === 'paid';

/** The text a sale is searched by, of the members it names as `parties` holds them. */
const textWith = (t: TransactionRecord, parties: ReadonlyMap<number, MemberRecord>) =>
  transactionText(
    t,
    searchNames(t, (id) => parties.get(id)),
  );

/** What a paid sale's entries are made of but its commission: its date, amount and product, and the members it names. */
const partsOf = (t: TransactionRecord) => JSON.stringify([t.date, t.totalCents, t.productName, t.hcStaffId ?? null, ...axes.map((a) => t[a] ?? null)]);

/** Patients whose bought products are checked at once. */
const MARK_CONCURRENCY = 10;

/**
 * The reports are projections of the paid transactions (projections/declare.ts): when a
 * transaction becomes paid (a checkout's settle, a free checkout's claim, a recorded sale), its
 * report entries are written with their counters (report-lists.ts), and the product joins the
 * patient's bought products (members.ts markBought, a set). A transaction stays paid: of its later
 * changes, an admin's commission paid moves its amount in its lists' sums (db/entries.ts
 * summedRewrite), the patient a checkout creates after its payment joins it (its entries move from
 * the text stored on them: retextFromStored), its note moves nothing. Its text is read from the members it names at that
 * moment; a rename of one of them is carried to its sales in steps (retextPage).
 */
export const saleProjection = declareProjection<TransactionRecord, string>({
  name: 'transactions',
  entity: 'transaction',
  sequence: TRANSACTION_SEQUENCE,
  idField: 'transactionId',
  families: saleFamilies,
  /** The text each sale is searched by: the names of the members it names now, read once for the batch (consistently: a rename a moment ago counts). */
  async load(ctx, sales) {
    const parties = await partiesOf(ctx, sales.filter(paid), 'admin', { consistent: true });
    return (t) => textWith(t, parties);
  },
  entriesOf: (t, text) => (paid(t) ? reportEntriesOf(t, text) : []),
  // Before: pair lists naming its patient, and the postings of every trigram of its words.
  retired: (t, text) => (paid(t) ? retiredEntriesOf(t, text) : []),
  // An admin's commission paid moves the sale's amount between its lists' paid and unpaid sums.
  moves: (before, after) => paid(before) !== paid(after) || (paid(after) && Boolean(before?.commissionPaid) !== Boolean(after?.commissionPaid)),
  // Its payment, or a member it names set after it (the patient a checkout creates): its text from the stored one to the names as they are now, the product bought.
  // The members it names are read once, consistently, for both.
  async follow(ctx, before, after) {
    if (!paid(after) || (paid(before) && partsOf(before!) === partsOf(after))) return 0;
    const parties = await partiesOf(ctx, [after], 'admin', { consistent: true });
    const moved = await retextFromStored(ctx, paid(before) ? before! : after, after, textWith(after, parties));
    const patient = after.patientId === undefined ? undefined : parties.get(after.patientId);
    return Number(moved) + Number(await markBought(ctx, after, patient));
  },
  /** Each paid sale's product among its patient's bought products. */
  async repair(ctx, sales, dryRun) {
    const sold = sales.filter((t) => paid(t) && t.patientId !== undefined);
    const patients = new Map((await Members.many(ctx, [...new Set(sold.map((t) => t.patientId!))])).map((m) => [m.memberId, m]));
    const unmarked = sold.filter((t) => patients.has(t.patientId!) && !new Set(patients.get(t.patientId!)!.boughtProductIds ?? []).has(t.productId));
    if (!dryRun) await inBatches(unmarked, MARK_CONCURRENCY, (t) => Members.markBought(ctx, t.patientId!, t.productId));
    return unmarked.length;
  },
});

/** A patient's first sale of a product adds it to its bought products; a later one finds it there and writes nothing. Answers whether it wrote. */
async function markBought(ctx: DomainCtx, t: TransactionRecord, patient: MemberRecord | undefined): Promise<boolean> {
  if (!patient || patient.boughtProductIds?.includes(t.productId)) return false;
  await Members.markBought(ctx, patient.memberId, t.productId);
  return true;
}

/**
 * A sale's entries moved from those of `from` (the sale as it was: itself when newly paid) with the
 * text they hold, read consistently in the domain's list, to those it makes with `now`, the text of
 * its members' names read consistently. Newly paid, its entries were just written with the names its projection
 * read: a member renamed since, whose rename's steps went through its sale list before this sale was
 * in it, is carried here (either those steps read the sale's entry, or this read reads the new name).
 * A member set on a paid sale (the patient a checkout creates after the payment) joins with its
 * lists and name, and the text moves from the one stored, not from one made of today's names, so a
 * rename under way keeps its postings right. The domain's list is written last: a pass cut short is
 * redone when the change is read again. Answers whether anything moved.
 */
async function retextFromStored(ctx: DomainCtx, from: TransactionRecord, t: TransactionRecord, now: string): Promise<boolean> {
  const list = ReportList.all();
  const { data: entry } = await ctx.db.entities.entry
    .get({ domainId: ctx.domain.domainId, list, position: positionOf(from) })
    .go({ consistent: true, attributes: ['text'] });
  // Newly paid with the names it was projected with (nearly every sale): nothing to read or move.
  if (!entry || (from === t && entry.text === now)) return false;
  return reproject(ctx, saleProjection, t, entry.text ?? '', now, list, from);
}

/** Sales re-projected at once. */
const FOLLOW_CONCURRENCY = 4;

/**
 * The item writes a rename's step carries at most: a sale's rename rewrites each of its entries (17
 * dated lists and its postings: about 25 to 55 items), so a step of a page's first sales that fit
 * stays about a second's work on DynamoDB, whatever the sales' names. A sale that alone writes more
 * is still taken whole.
 */
export const RETEXT_WRITES = 1000;

/** The report lists of a member's own sales: those of its axes, and for HC staff the sales it made. Their entries judge a rename done. */
export function ownSaleLists(member: Pick<MemberRecord, 'memberId' | 'memberships'>): ListKey[] {
  const axes = [...new Set(member.memberships.map((m) => axisOfMembership[m]).filter((a): a is Axis => a !== undefined))];
  const staff = member.memberships.includes(Membership.HcStaff) ? [ReportList.staff(member.memberId)] : [];
  return [...axes.map((axis) => ReportList.axis(axis, member.memberId)), ...staff];
}

/** The entries a sale's new text writes: each list it is in with the old text or the new (rewritten, joined or left); none when the text is the same. */
const retextWrites = (t: TransactionRecord, was: string, now: string) =>
  was === now ? 0 : new Set([...reportEntriesOf(t, was), ...reportEntriesOf(t, now)].map((e) => e.list)).size;

/**
 * One page of a renamed member's own sale list (`list`, one of ownSaleLists) for the projector's
 * bounded steps (projections/fan-out.ts): of its first `size` entries, the sales whose writes fit
 * `writes` (RETEXT_WRITES; at least one) each take the text its members' names make now (its
 * postings of new trigrams join, old ones leave, the rest take the text), and the cursor is that of
 * the last sale taken. A sale whose entry in `list` already has that text is done; that entry is
 * written last, after every other entry of the sale, so a step cut short is redone in full when run
 * again, never judged done half way. Answers how many sales changed and the list's next cursor.
 */
export async function retextPage(
  ctx: DomainCtx,
  list: ListKey,
  cursor: string | null,
  size: number,
  writes = RETEXT_WRITES,
): Promise<{ changed: number; cursor: string | null }> {
  const { domainId } = ctx.domain;
  const page: { data: { itemId: number; position: string; text?: string }[]; cursor: string | null } = await ctx.db.entities.entry.query
    .byList({ domainId, list })
    .go({ cursor, limit: size, attributes: ['itemId', 'position', 'text'], consistent: true });
  const stored = new Map(page.data.map((e) => [e.itemId, e.text ?? '']));
  // Both read consistently: a sale whose entries were written a moment ago is in the page, as it is now.
  const sales = new Map((await transactionsOf(ctx, [...stored.keys()], { consistent: true })).map((t) => [t.transactionId, t]));
  const textOf = await saleProjection.load!(ctx, [...sales.values()]);
  let budget = writes;
  let taken = 0;
  for (const entry of page.data) {
    const t = sales.get(entry.itemId);
    const cost = t ? retextWrites(t, stored.get(entry.itemId)!, textOf(t)) : 0;
    if (taken && cost > budget) break;
    budget -= cost;
    taken += 1;
  }
  const step = page.data.slice(0, taken).flatMap((e) => sales.get(e.itemId) ?? []);
  const changed = await inBatches(step, FOLLOW_CONCURRENCY, (t) => reproject(ctx, saleProjection, t, stored.get(t.transactionId)!, textOf(t), list));
  // The page's rest is the next step's: its cursor is the last entry taken.
  const next = taken < page.data.length ? cursorAfterEntry(ctx.db, domainId, list, page.data[taken - 1]!.position) : page.cursor;
  return { changed: changed.filter(Boolean).length, cursor: next };
}
