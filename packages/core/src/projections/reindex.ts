import type { Core } from '../context';
import { GLOBAL_SCOPE } from '../db/counters';
import { inBatches } from '../db/batches';
import { applyEntryChanges, applyGroups, type Entry } from '../db/list-entry';
import { unlessRefused, type TxEntities } from '../db/transact';
import * as Domains from '../domains/domains';
import * as Members from '../members/members';
import { entryGroups, reportEntriesOf } from '../transactions/report-lists';
import { partiesOf } from '../transactions/report-rows';
import { searchNames, transactionText } from '../transactions/report-search';
import { TRANSACTION_SEQUENCE, type TransactionRecord } from '../transactions/transactions';
import { entriesOfItem } from './projector';
import { carryToEnd } from './fan-out';

/**
 * Rebuilds projections from the records: the backfill of a new list or filter, and the repair of a
 * list that lost entries. Records are enumerated by their ids (each entity's per-domain sequence),
 * read 100 at a time by BatchGet, never by a Scan; each record's entries are read back by key and
 * those missing are written, those with other attributes rewritten, with the projector's own
 * conditional writes, so it is safe while the portal runs and while the projector works, and a
 * run stopped anywhere can start again from the id it reached.
 *
 * With `prune`, it also walks every list the records imply and removes the entries no record implies
 * any more (a record deleted by hand, an entry a fault left behind), each with its counter's -1:
 * after it, each of those lists holds exactly its records' entries and its counter says so.
 */

/** The record types reindex rebuilds, the entity each is stored as, and the sequence its ids come from. */
export const reindexable = {
  members: { entity: 'member', sequence: 'member', key: 'memberId' },
  assets: { entity: 'assetGroup', sequence: 'asset', key: 'assetId' },
  labels: { entity: 'fedexRequest', sequence: 'fedexRequest', key: 'requestId' },
  documents: { entity: 'signingDocument', sequence: 'signingDocument', key: 'recordId' },
  transactions: { entity: 'transaction', sequence: TRANSACTION_SEQUENCE, key: 'transactionId' },
} as const;
export type Reindexable = keyof typeof reindexable;

export interface ReindexOptions {
  /** Domain ids; every domain when none. */
  domains?: number[];
  what?: Reindexable[];
  /** Count what would be written, write nothing. */
  dryRun?: boolean;
  /** The first id of each type to read (to go on after a stopped run). */
  fromId?: number;
  /** Also remove the entries of those lists that no record implies (members, assets, labels, documents). */
  prune?: boolean;
  log?: (line: string) => void;
}

export interface ReindexReport {
  records: number;
  entries: number;
  missing: number;
  changed: number;
  /** Entries no record implies, found by `prune`. */
  stale: number;
  /** Changes still being carried to other records (their markers), carried to their end here. */
  followUps: number;
}

const PAGE = 100;

type Item = Record<string, unknown>;

async function lastId(core: Core, domainId: number, name: string): Promise<number> {
  const { data } = await core.db.entities.counter.get({ domainId, name }).go();
  return data?.value ?? 0;
}

/** The stored entries among `entries`, by list and id (BatchGets of 100). */
async function storedEntries(core: Core, domainId: number, entries: readonly Entry[]): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  for (let i = 0; i < entries.length; i += PAGE) {
    const keys = entries.slice(i, i + PAGE).map((e) => ({ domainId, list: e.list, itemId: e.itemId }));
    const { data } = await core.db.entities.listEntry.get(keys).go({ concurrency: 4 });
    for (const e of data) if (e) found.set(`${e.list}\u0000${e.itemId}`, e as Item);
  }
  return found;
}

const same = (e: Entry, stored: Item) =>
  JSON.stringify([e.text, e.centerId, e.tags ?? undefined]) === JSON.stringify([stored.text, stored.centerId, (stored.tags as number[] | undefined) ?? undefined]);

/** Rebuilds the projections of one page of records; the names of the lists they imply join `lists`. */
async function reindexPage(core: Core, domainId: number, records: Item[], dryRun: boolean, report: ReindexReport, lists: Set<string>) {
  if (records[0]?.__edb_e__ === 'transaction') return reindexSales(core, domainId, records as unknown as TransactionRecord[], dryRun, report);
  for (const record of records) {
    const entries = entriesOfItem(record);
    for (const e of entries) lists.add(e.list);
    const stored = await storedEntries(core, domainId, entries);
    const missing = entries.filter((e) => !stored.has(`${e.list}\u0000${e.itemId}`));
    const changed = entries.filter((e) => stored.has(`${e.list}\u0000${e.itemId}`) && !same(e, stored.get(`${e.list}\u0000${e.itemId}`)!));
    report.records++;
    report.entries += entries.length;
    report.missing += missing.length;
    report.changed += changed.length;
    if (!dryRun && (missing.length || changed.length))
      await applyEntryChanges(core.db, domainId, { add: missing, remove: [], rewrite: changed.map((after) => ({ before: after, after })) });
  }
}

/**
 * A page of transactions: each paid one's report entries (report-lists.ts reportEntriesOf, with the
 * text its members' names make now) are read back by key; those missing are written with their
 * counters (the backfill of a report list added later), those with another text take this one.
 */
async function reindexSales(core: Core, domainId: number, sales: readonly TransactionRecord[], dryRun: boolean, report: ReindexReport) {
  report.records += sales.length;
  const paid = sales.filter((t) => t.status === 'paid');
  if (!paid.length) return;
  const domain = await Domains.fromId(core, domainId);
  if (!domain) return;
  const ctx = { ...core, domain };
  const parties = await partiesOf(ctx, paid, 'admin');
  // Each paid sale's product among its patient's bought products (members.ts markBought).
  const patients = new Map((await Members.many(ctx, [...new Set(paid.flatMap((t) => (t.patientId === undefined ? [] : [t.patientId])))])).map((m) => [m.memberId, m]));
  const unmarked = paid.filter((t) => t.patientId !== undefined && patients.has(t.patientId) && !new Set(patients.get(t.patientId)!.boughtProductIds ?? []).has(t.productId));
  report.missing += unmarked.length;
  if (!dryRun) await inBatches(unmarked, 10, (t) => Members.markBought(ctx, t.patientId!, t.productId));
  for (const t of paid) {
    const text = transactionText(t, searchNames(t, (id) => parties.get(id)));
    const entries = reportEntriesOf(t, text);
    const stored = new Map<string, string | undefined>();
    for (let i = 0; i < entries.length; i += PAGE) {
      const { data } = await core.db.entities.reportEntry.get(entries.slice(i, i + PAGE).map((e) => ({ domainId, list: e.list, position: e.position }))).go({ concurrency: 4 });
      for (const e of data) if (e) stored.set(e.list, e.text);
    }
    const missing = entries.filter((e) => !stored.has(e.list));
    const changed = entries.filter((e) => stored.has(e.list) && stored.get(e.list) !== text);
    report.entries += entries.length;
    report.missing += missing.length;
    report.changed += changed.length;
    if (dryRun) continue;
    await applyGroups(core.db, entryGroups(core.db.entities as unknown as TxEntities, t, missing));
    await inBatches(changed, 10, (e) =>
      unlessRefused(core.db.entities.reportEntry.patch({ domainId, list: e.list, position: e.position }).set({ text }).go({ response: 'none' })),
    );
  }
}

type Model = { get: (keys: object[]) => { go: (o: object) => Promise<{ data: (Item | null)[] }> } };

/** The records of `ids` of one type by id, read 100 at a time (`consistent`: a change a moment ago counts). */
async function recordsOf(core: Core, domainId: number, kind: Reindexable, ids: readonly number[], consistent = false): Promise<Map<number, Item>> {
  const { entity, key } = reindexable[kind];
  const model = core.db.entities[entity] as unknown as Model;
  const found = new Map<number, Item>();
  for (let i = 0; i < ids.length; i += PAGE) {
    const { data } = await model.get(ids.slice(i, i + PAGE).map((id) => ({ domainId, [key]: id }))).go({ concurrency: 4, consistent });
    for (const r of data) if (r) found.set(Number(r[key]), { ...r, __edb_e__: entity });
  }
  return found;
}

/** Entries read per page of a list while pruning. */
const PRUNE_PAGE = 500;

/**
 * Removes from each of `lists` the entries whose record does not imply them (or is gone), a page at
 * a time: each entry is checked against its record read after it, and removed on condition it is
 * there, with its counter's -1 (the projector's own removal).
 */
async function prune(core: Core, domainId: number, kind: Reindexable, lists: ReadonlySet<string>, dryRun: boolean, report: ReindexReport) {
  for (const list of [...lists].sort()) {
    let cursor: string | null = null;
    do {
      const page: { data: Entry[]; cursor: string | null } = await core.db.entities.listEntry.query
        .byList({ domainId, list })
        .go({ cursor, limit: PRUNE_PAGE, attributes: ['list', 'itemId', 'text', 'centerId', 'tags'] });
      const records = await recordsOf(core, domainId, kind, [...new Set(page.data.map((e) => e.itemId))], true);
      const implied = (e: Entry) => entriesOfItem(records.get(e.itemId)).some((x) => x.list === e.list && x.itemId === e.itemId);
      const stale = page.data.filter((e) => !implied(e));
      report.stale += stale.length;
      if (!dryRun && stale.length) await applyEntryChanges(core.db, domainId, { add: [], remove: stale, rewrite: [] });
      cursor = page.cursor;
    } while (cursor);
  }
}

export async function reindex(core: Core, options: ReindexOptions = {}): Promise<ReindexReport> {
  const log = options.log ?? (() => {});
  const report: ReindexReport = { records: 0, entries: 0, missing: 0, changed: 0, stale: 0, followUps: 0 };
  if (options.prune && options.fromId !== undefined) throw new Error('Pruning reads every record of a type: it starts at the first id.');
  const domains = options.domains ?? Array.from({ length: await lastId(core, GLOBAL_SCOPE, 'domain') }, (_, i) => i + 1);
  const kinds = options.what ?? (Object.keys(reindexable) as Reindexable[]);
  for (const domainId of domains) {
    // A change the stream gave up carrying (or is still carrying) is carried to its end first: the
    // records it patches are then the ones the lists are rebuilt from, and no list says it is updating.
    if (kinds.includes('members') || kinds.includes('transactions')) {
      const markers = await followUpsOf(core, domainId);
      report.followUps += markers.length;
      if (!options.dryRun) for (const m of markers) await carryToEnd(core, domainId, m.memberId);
      if (markers.length) log(`domain ${domainId}: ${markers.length} changes ${options.dryRun ? 'to carry' : 'carried'} to their end`);
    }
    for (const kind of kinds) {
      const last = await lastId(core, domainId, reindexable[kind].sequence);
      const lists = new Set<string>();
      for (let from = options.fromId ?? 1; from <= last; from += PAGE) {
        const ids = Array.from({ length: Math.min(PAGE, last - from + 1) }, (_, i) => from + i);
        const records = [...(await recordsOf(core, domainId, kind, ids)).values()].sort((a, b) => Number(a[reindexable[kind].key]) - Number(b[reindexable[kind].key]));
        await reindexPage(core, domainId, records, options.dryRun ?? false, report, lists);
        log(`domain ${domainId} ${kind}: ids ${from}-${from + ids.length - 1} of ${last} (${report.missing} missing, ${report.changed} changed so far)`);
      }
      if (options.prune && kind !== 'transactions') {
        await prune(core, domainId, kind, lists, options.dryRun ?? false, report);
        log(`domain ${domainId} ${kind}: ${lists.size} lists walked (${report.stale} stale entries so far)`);
      }
    }
  }
  return report;
}

/** A change still being carried to other records, as `reindex --status` lists it. */
export interface FollowUpStatus {
  domainId: number;
  memberId: number;
  revision: number;
  at: string;
  kinds: string[];
  steps: number;
  cursor?: string;
}

/** The markers of a domain's changes still being carried (a few at any time: one per change in flight). */
async function followUpsOf(core: Core, domainId: number): Promise<FollowUpStatus[]> {
  const { data } = await core.db.entities.followUp.query.byDomain({ domainId }).go({ pages: 'all' });
  return data.map((m) => ({ domainId, memberId: m.memberId, revision: m.revision, at: m.at, kinds: m.kinds ?? ['team', 'names'], steps: m.steps ?? 0, cursor: m.cursor }));
}

/** The changes of `domains` (every domain when none) still being carried that began more than `olderThanMs` ago: a stuck one shows here. */
export async function followUpStatus(core: Core, options: { domains?: number[]; olderThanMs?: number; now?: number } = {}): Promise<FollowUpStatus[]> {
  const domains = options.domains ?? Array.from({ length: await lastId(core, GLOBAL_SCOPE, 'domain') }, (_, i) => i + 1);
  const before = new Date((options.now ?? Date.now()) - (options.olderThanMs ?? 60_000)).toISOString();
  const found: FollowUpStatus[] = [];
  for (const domainId of domains) found.push(...(await followUpsOf(core, domainId)).filter((m) => m.at < before));
  return found;
}
