import { Membership } from '@portal/contracts';
import type { Core, DomainCtx, MemberRecord } from '../context';
import { applyGroups } from '../db/list-entry';
import { inBatches } from '../db/batches';
import { unlessRefused, type TxEntities } from '../db/transact';
import * as Domains from '../domains/domains';
import { renamed } from '../projections/follow-ups';
import { axisOfMembership, counterNamesOf, reportEntriesOf, reportGroups, ReportList, type Axis } from './report-lists';
import { partyNames, transactionsOf } from './report-rows';
import { transactionText } from './report-search';
import type { TransactionRecord } from './transactions';

/**
 * The reports are projections of the paid transactions (projections/projector.ts): when a
 * transaction becomes paid (a checkout's settle, a free checkout's claim, a recorded sale), the
 * projector writes its report entries and their counters, each group committing on condition of its
 * entry (report-lists.ts reportGroups), so a replay writes nothing twice. A transaction stays paid:
 * later changes (an admin's commission and note) move nothing. Its text is read from the members it
 * names at that moment.
 */
export async function projectSale(core: Core, before: TransactionRecord | undefined, after: TransactionRecord | undefined): Promise<number> {
  if (after?.status !== 'paid' || before?.status === 'paid') return 0;
  const domain = await Domains.fromId(core, after.domainId);
  if (!domain) return 0;
  const names = await partyNames({ ...core, domain }, after);
  return applyGroups(core.db, reportGroups(core.db.entities as unknown as TxEntities, after, transactionText(after, names)));
}

/** Sales re-projected at once, and read per page of their member's list. */
const FOLLOW_CONCURRENCY = 4;
const FOLLOW_PAGE = 100;
const REWRITE_CONCURRENCY = 10;

/**
 * The projector's part of a member's rename (projections/projector.ts): the sales naming it are
 * searched by their members' names as they are now, so each of them takes its new text. Its sales
 * are read from its own report list a page at a time; a sale whose text is already the new one is
 * left as it is, so a replay (or a run cut short and started again) only reads.
 */
export async function followNames(ctx: DomainCtx, before: MemberRecord | undefined, after: MemberRecord): Promise<number> {
  if (!before || !renamed(before, after)) return 0;
  let changed = 0;
  const axisLists = [...new Set(after.memberships.map((m) => axisOfMembership[m]).filter((a): a is Axis => a !== undefined))].map((axis) => ReportList.axis(axis, after.memberId));
  const staffList = after.memberships.includes(Membership.HcStaff) ? [ReportList.staff(after.memberId)] : [];
  for (const list of [...axisLists, ...staffList]) {
    let cursor: string | null = null;
    do {
      const page: { data: { transactionId: number; text?: string }[]; cursor: string | null } = await ctx.db.entities.reportEntry.query
        .byList({ domainId: ctx.domain.domainId, list })
        .go({ cursor, limit: FOLLOW_PAGE, attributes: ['transactionId', 'text'] });
      const stored = new Map(page.data.map((e) => [e.transactionId, e.text ?? '']));
      const sales = await transactionsOf(ctx, [...stored.keys()]);
      changed += (await inBatches(sales, FOLLOW_CONCURRENCY, (t) => retext(ctx, t, stored.get(t.transactionId)!))).filter(Boolean).length;
      cursor = page.cursor;
    } while (cursor);
  }
  return changed;
}

/** Gives a sale's report entries the text its members' names make now: postings of new trigrams join, old ones leave, the rest take the text. */
async function retext(ctx: DomainCtx, t: TransactionRecord, storedText: string): Promise<boolean> {
  const text = transactionText(t, await partyNames(ctx, t));
  if (text === storedText) return false;
  const [was, now] = [reportEntriesOf(t, storedText), reportEntriesOf(t, text)];
  const lists = new Set(now.map((e) => e.list));
  const had = new Set(was.map((e) => e.list));
  const e = ctx.db.entities as unknown as TxEntities;
  const counter = (name: string, by: number) => e.counter.update({ domainId: t.domainId, name }).add({ value: by });
  await applyGroups(ctx.db, [
    ...was.filter((x) => !lists.has(x.list)).map((x) => [
      e.reportEntry.delete({ domainId: x.domainId, list: x.list, position: x.position }).where((attr, op) => op.exists(attr.transactionId)),
      ...counterNamesOf([x], t.date).map((name) => counter(name, -1)),
    ]),
    ...now.filter((x) => !had.has(x.list)).map((x) => [e.reportEntry.create(x), ...counterNamesOf([x], t.date).map((name) => counter(name, 1))]),
  ]);
  const kept = now.filter((x) => had.has(x.list));
  await inBatches(kept, REWRITE_CONCURRENCY, (x) =>
    unlessRefused(ctx.db.entities.reportEntry.patch({ domainId: x.domainId, list: x.list, position: x.position }).set({ text }).go({ response: 'none' })),
  );
  return true;
}
