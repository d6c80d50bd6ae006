import { Membership } from '@portal/contracts';
import type { Core, DomainCtx, MemberRecord } from '../context';
import { shardOf } from '../db/counters';
import { applyGroups } from '../db/list-entry';
import { inBatches } from '../db/batches';
import { unlessRefused, type TxEntities } from '../db/transact';
import * as Domains from '../domains/domains';
import * as Members from '../members/members';
import { axisOfMembership, counterNamesOf, reportEntriesOf, reportGroups, ReportList, type Axis } from './report-lists';
import { partyNames, transactionsOf } from './report-rows';
import { transactionText } from './report-search';
import type { TransactionRecord } from './transactions';

/**
 * The reports are projections of the paid transactions (projections/projector.ts): when a
 * transaction becomes paid (a checkout's settle, a free checkout's claim, a recorded sale), the
 * projector writes its report entries and their counters, each group committing on condition of its
 * entry (report-lists.ts reportGroups), so a replay writes nothing twice, and adds the product to
 * the patient's bought products (members.ts markBought, a set). A transaction stays paid:
 * later changes (an admin's commission and note) move nothing. Its text is read from the members it
 * names at that moment.
 */
export async function projectSale(core: Core, before: TransactionRecord | undefined, after: TransactionRecord | undefined): Promise<number> {
  if (after?.status !== 'paid' || before?.status === 'paid') return 0;
  const domain = await Domains.fromId(core, after.domainId);
  if (!domain) return 0;
  const ctx = { ...core, domain };
  const names = await partyNames(ctx, after);
  const written = await applyGroups(core.db, reportGroups(core.db.entities as unknown as TxEntities, after, transactionText(after, names)));
  // The patient has bought the product: its member lists of that product follow from its record.
  if (after.patientId !== undefined) await Members.markBought(ctx, after.patientId, after.productId);
  return written;
}

/** Sales re-projected at once. */
const FOLLOW_CONCURRENCY = 4;
const REWRITE_CONCURRENCY = 10;

/** The report lists of a member's own sales: those of its axes, and for HC staff the sales it made. Their entries judge a rename done. */
export function ownSaleLists(member: Pick<MemberRecord, 'memberId' | 'memberships'>): string[] {
  const axes = [...new Set(member.memberships.map((m) => axisOfMembership[m]).filter((a): a is Axis => a !== undefined))];
  const staff = member.memberships.includes(Membership.HcStaff) ? [ReportList.staff(member.memberId)] : [];
  return [...axes.map((axis) => ReportList.axis(axis, member.memberId)), ...staff];
}

/**
 * One page of a renamed member's own sale list (`list`, one of ownSaleLists) for the projector's
 * bounded steps (projections/fan-out.ts): each sale takes the text its members' names make now. A
 * sale whose entry in `list` already has that text is done; that entry is written last, after every
 * other entry of the sale, so a step cut short is redone in full when run again, never judged done
 * half way. Answers how many sales changed and the list's next cursor.
 */
export async function retextPage(ctx: DomainCtx, list: string, cursor: string | null, size: number): Promise<{ changed: number; cursor: string | null }> {
  const page: { data: { transactionId: number; text?: string }[]; cursor: string | null } = await ctx.db.entities.reportEntry.query
    .byList({ domainId: ctx.domain.domainId, list })
    .go({ cursor, limit: size, attributes: ['transactionId', 'text'] });
  const stored = new Map(page.data.map((e) => [e.transactionId, e.text ?? '']));
  const sales = await transactionsOf(ctx, [...stored.keys()]);
  const changed = (await inBatches(sales, FOLLOW_CONCURRENCY, (t) => retext(ctx, t, stored.get(t.transactionId)!, list))).filter(Boolean).length;
  return { changed, cursor: page.cursor };
}

/**
 * Gives a sale's report entries the text its members' names make now: postings of new trigrams
 * join, old ones leave, the rest take the text, and the entry in `judged` (the list whose text tells
 * whether the sale is done) last of all.
 */
async function retext(ctx: DomainCtx, t: TransactionRecord, storedText: string, judged: string): Promise<boolean> {
  const text = transactionText(t, await partyNames(ctx, t));
  if (text === storedText) return false;
  const [was, now] = [reportEntriesOf(t, storedText), reportEntriesOf(t, text)];
  const lists = new Set(now.map((e) => e.list));
  const had = new Set(was.map((e) => e.list));
  const e = ctx.db.entities as unknown as TxEntities;
  const counter = (name: string, by: number) => e.counter.update({ domainId: t.domainId, name: shardOf(name, t.transactionId) }).add({ value: by });
  await applyGroups(ctx.db, [
    ...was.filter((x) => !lists.has(x.list)).map((x) => [
      e.reportEntry.delete({ domainId: x.domainId, list: x.list, position: x.position }).where((attr, op) => op.exists(attr.transactionId)),
      ...counterNamesOf([x], t.date).map((name) => counter(name, -1)),
    ]),
    ...now.filter((x) => !had.has(x.list)).map((x) => [e.reportEntry.create(x), ...counterNamesOf([x], t.date).map((name) => counter(name, 1))]),
  ]);
  const setText = (x: (typeof now)[number]) =>
    unlessRefused(ctx.db.entities.reportEntry.patch({ domainId: x.domainId, list: x.list, position: x.position }).set({ text }).go({ response: 'none' }));
  const kept = now.filter((x) => had.has(x.list));
  await inBatches(kept.filter((x) => x.list !== judged), REWRITE_CONCURRENCY, setText);
  await inBatches(kept.filter((x) => x.list === judged), 1, setText);
  return true;
}
