import type { Core, DomainCtx } from '../context';
import { readEvery } from '../db/batches';
import { COUNTER_FIELDS } from '../db/counter.entity';
import { COUNTER_SHARDS, countName, GLOBAL_SCOPE, shardOf } from '../db/counters';
import {
  applyEntryChanges,
  applyGroups,
  asStored,
  counterMoves,
  countersOf,
  entryFromStored,
  positionOf,
  sameCarried,
  storedEntries,
  storedKey,
  SUMMED,
  summedRewrite,
  sumsAmounts,
  type Entry,
  type ListFamily,
  type ListKey,
  type SummedField,
} from '../db/entries';
import { unlessRefused, type TxEntities } from '../db/transact';
import * as Domains from '../domains/domains';
import type { AnyProjection, Projection } from './declare';
import { entriesOfRecords, projectedOf } from './engine';
import { carryToEnd } from './fan-out';
import { projectionNames, projections } from './registry';

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

/** The record types reindex rebuilds, by the names their projections declare (registry.ts). */
export const reindexable = projectionNames;
export type Reindexable = string;

export interface ReindexOptions {
  /** Domain ids; every domain when none. */
  domains?: number[];
  /** Projection names (registry.ts); every projection when none. */
  what?: Reindexable[];
  /** Count what would be written, write nothing. */
  dryRun?: boolean;
  /** The first id of each type to read (to go on after a stopped run). */
  fromId?: number;
  /** Also remove the entries of those lists that no record implies. */
  prune?: boolean;
  /** Also set the counters of those lists from their entries (see recount). */
  recount?: boolean;
  log?: (line: string) => void;
}

export interface ReindexReport {
  records: number;
  entries: number;
  missing: number;
  changed: number;
  /** Entries no record implies, found by `prune`. */
  stale: number;
  /** Records whose derived fields a projection repaired (a rep's team from its manager, a patient's bought products). */
  repaired: number;
  /** Changes still being carried to other records (their markers), carried to their end here. */
  followUps: number;
  /** Counter items `recount` found not to hold what their lists' entries make, set right (or removed). */
  recounted: number;
}

const PAGE = 100;

type Item = Record<string, unknown>;

async function lastId(core: Core, domainId: number, name: string): Promise<number> {
  const { data } = await core.db.entities.counter.get({ domainId, name }).go();
  return data?.value ?? 0;
}

/** Rebuilds the entries of one page of records; the lists they imply join `lists` with their family. */
async function reindexPage(
  core: Core,
  ctx: DomainCtx,
  projection: AnyProjection,
  records: Item[],
  options: { dryRun: boolean; prune: boolean },
  report: ReindexReport,
  lists: Map<ListKey, ListFamily<never>>,
) {
  const { dryRun } = options;
  const domainId = ctx.domain.domainId;
  const projected = await projectedOf(ctx, projection, records);
  for (const record of records) {
    const { entries, retired } = projected.get(record)!;
    for (const e of entries) lists.set(e.list, e.family);
    // Pruning also walks the lists an older version put the record in, so its entries there go.
    if (options.prune) for (const e of retired) lists.set(e.list, e.family);
    const stored = await storedEntries(core.db, domainId, entries);
    const storedOf = (e: Entry) => stored.get(storedKey(e.list, positionOf(e)));
    const missing = entries.filter((e) => !storedOf(e));
    const changed = entries.filter((e) => storedOf(e) && !sameCarried(e, storedOf(e)!));
    report.records++;
    report.entries += entries.length;
    report.missing += missing.length;
    report.changed += changed.length;
    // An entry whose amounts are not those its counters summed (written before they summed them, or
    // left by a fault): the entry and its counters' sums are set right together, from what it holds.
    const summed = changed.filter((e) => sumsAmounts(e.family) && SUMMED.some(({ field }) => storedOf(e)![field] !== e[field]));
    const plain = changed.filter((e) => !summed.includes(e));
    if (!dryRun && summed.length)
      await applyGroups(
        core.db,
        summed.map((entry) => summedRewrite(core.db.entities as unknown as TxEntities, domainId, entry, storedOf(entry) as Partial<Entry>)),
      );
    if (!dryRun && (missing.length || plain.length))
      await applyEntryChanges(core.db, domainId, {
        add: missing,
        remove: [],
        rewrite: plain.map((after) => ({ before: asStored(after, storedOf(after)!), after })),
      });
  }
  const repair = (projection as Projection<Item, unknown>).repair;
  if (repair) report.repaired += await repair(ctx, records, dryRun);
}

type Model = { get: (keys: Item[]) => { go: (o: object) => Promise<{ data: (Item | null)[]; unprocessed: unknown[] }> } };

/**
 * The records of `ids` of one projection by id, in BatchGets (`consistent`: a change a moment ago
 * counts); one the table left unprocessed is asked again, never taken for a record that is gone.
 */
async function recordsOf(core: Core, domainId: number, projection: AnyProjection, ids: readonly number[], consistent = false): Promise<Map<number, Item>> {
  const { entity, idField } = projection;
  const model = (core.db.entities as unknown as Record<string, Model>)[entity]!;
  const records = await readEvery(
    ids.map((id): Item => ({ domainId, [idField]: id })),
    (keys) => model.get(keys).go({ concurrent: 4, consistent }),
    (r) => Number(r[idField]),
  );
  return new Map(records.map((r) => [Number(r[idField]), { ...r, __edb_e__: entity }]));
}

/**
 * Entries of one list in rounds where no two move the same counter item: the removals of two
 * entries whose ids choose the same shard move one counter, which one transaction may not write
 * twice (an estimate's counted entries all count in one). Entries that move no counter (most
 * postings) go in the first round.
 */
function byShard(entries: readonly Entry[]): Entry[][] {
  const rounds: Entry[][] = [[]];
  for (const e of entries) {
    if (!countersOf(e).length) {
      rounds[0]!.push(e);
      continue;
    }
    const shard = e.itemId % COUNTER_SHARDS;
    const round = rounds.find((r) => !r.some((x) => countersOf(x).length && x.itemId % COUNTER_SHARDS === shard));
    if (round) round.push(e);
    else rounds.push([e]);
  }
  return rounds.filter((r) => r.length);
}

/** Entries read per page of a list while pruning or recounting. */
const LIST_PAGE = 500;

/** The entries of `list` as stored (entryFromStored), a page at a time, read consistently: a repair reads what was just written. */
async function* storedPages(core: Core, domainId: number, list: ListKey, family: ListFamily<never>): AsyncGenerator<Entry[]> {
  let cursor: string | null = null;
  do {
    const page: { data: ({ itemId: number; position: string } & Partial<Record<SummedField, number>>)[]; cursor: string | null } =
      await core.db.entities.entry.query
        .byList({ domainId, list })
        .go({ cursor, limit: LIST_PAGE, consistent: true, attributes: ['itemId', 'position', ...SUMMED.map(({ field }) => field)] });
    yield page.data.map((stored) => entryFromStored(family, list, stored));
    cursor = page.cursor;
  } while (cursor);
}

/**
 * Removes from each of `lists` the entries whose record does not imply them (or is gone), a page at
 * a time: each entry is checked against its record read after it, and removed on condition it is
 * there, with its counters' -1 (the projector's own removal).
 */
async function prune(
  core: Core,
  ctx: DomainCtx,
  projection: AnyProjection,
  lists: ReadonlyMap<ListKey, ListFamily<never>>,
  dryRun: boolean,
  report: ReindexReport,
) {
  const domainId = ctx.domain.domainId;
  for (const [list, family] of [...lists].sort(([a], [b]) => a.localeCompare(b))) {
    for await (const page of storedPages(core, domainId, list, family)) {
      const records = await recordsOf(core, domainId, projection, [...new Set(page.map((e) => e.itemId))], true);
      const implied = await entriesOfRecords(ctx, projection, [...records.values()]);
      const keys = new Set([...implied.values()].flat().map((e) => storedKey(e.list, positionOf(e))));
      // Each as stored, with what it summed, so its removal takes the same amounts back out of its counters.
      const stale = page.filter((e) => !keys.has(storedKey(list, positionOf(e))));
      report.stale += stale.length;
      if (!dryRun) for (const round of byShard(stale)) await applyEntryChanges(core.db, domainId, { add: [], remove: round, rewrite: [] });
    }
  }
}

/** The fields of a counter item a recount sets and compares, days' fields included (none at 0). */
type CounterFields = Record<string, number>;

const nonZero = (fields: Record<string, unknown> | undefined): CounterFields =>
  Object.fromEntries(Object.entries(fields ?? {}).filter(([k, v]) => typeof v === 'number' && v !== 0 && k !== 'domainId')) as CounterFields;
const sameFields = (a: CounterFields, b: CounterFields) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** What `list`'s entries make its counters hold, by counter item (every shard); the legacy day counters of the days they fall on beside. */
async function countedFromEntries(
  core: Core,
  domainId: number,
  list: ListKey,
  family: ListFamily<never>,
): Promise<{ want: Map<string, CounterFields>; legacy: Set<string> }> {
  const want = new Map<string, CounterFields>();
  const legacy = new Set<string>();
  for await (const page of storedPages(core, domainId, list, family))
    for (const entry of page) {
      // Every shard of each counter it moves is compared, so a shard no entry counts in any more is set to nothing.
      for (const ref of countersOf(entry))
        for (let shard = 0; shard < COUNTER_SHARDS; shard++) if (!want.has(shardOf(ref.name, shard))) want.set(shardOf(ref.name, shard), {});
      for (const { name, add } of counterMoves(entry, 1)) {
        const fields = want.get(name)!;
        for (const [k, v] of Object.entries(add)) fields[k] = (fields[k] ?? 0) + v;
      }
      if (family.counters === 'periods')
        for (let shard = 0; shard < COUNTER_SHARDS; shard++) legacy.add(shardOf(countName(`${list}@${entry.date!.slice(0, 10)}`), shard));
    }
  for (const [name, fields] of want) want.set(name, nonZero(fields));
  return { want, legacy };
}

/** Attempts of a list's recount when its counters move under it (an entry written meanwhile). */
const RECOUNT_ATTEMPTS = 5;

/**
 * Sets `list`'s counters to what its entries make: the repair of a counter a fault or an older
 * version left wrong (the months' counters before they kept their days; the legacy day counters are
 * removed). The counters are read first, then the entries (both consistently), and each counter is
 * set on condition its totals still hold what was read: an entry written meanwhile moved them (its
 * entry and counters commit together), the condition fails and the list is counted again. (Two moves
 * between the reads and the write that cancel in a counter's totals, an entry joining one day as
 * another leaves with the same amount, pass it: run it while the portal is quiet, as a release's
 * upgrade is.) Answers how many counter items were set or removed.
 */
async function recount(core: Core, domainId: number, list: ListKey, family: ListFamily<never>, dryRun: boolean): Promise<number> {
  for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt++) {
    const names = await countedFromEntries(core, domainId, list, family);
    const keys = [...names.want.keys(), ...names.legacy];
    // Each counter as stored (its fields at 0 too: the condition below names them as they are), read consistently.
    const stored = new Map<string, Record<string, unknown>>();
    let unread = 0;
    for (let i = 0; i < keys.length; i += PAGE) {
      const { data, unprocessed } = await core.db.entities.counter
        .get(keys.slice(i, i + PAGE).map((name) => ({ domainId, name })))
        .go({ concurrent: 4, consistent: true });
      for (const c of data) stored.set(c.name, c as Record<string, unknown>);
      unread += unprocessed.length;
    }
    if (unread) continue;
    const { want } = await countedFromEntries(core, domainId, list, family);
    const fix = [...want].filter(([name, fields]) => !sameFields(fields, nonZero(stored.get(name))));
    const gone = [...names.legacy].filter((name) => stored.has(name));
    if (dryRun || (!fix.length && !gone.length)) return fix.length + gone.length;
    // On condition the item holds what was read: each of its top-level fields moves with any write.
    const unchanged = (name: string) => (a: Record<string, unknown>, op: { eq: (x: unknown, v: unknown) => string; notExists: (x: unknown) => string }) =>
      COUNTER_FIELDS.map((f) => (typeof stored.get(name)?.[f] !== 'number' ? op.notExists(a[f]) : op.eq(a[f], stored.get(name)![f]))).join(' AND ');
    const outcomes = await Promise.all([
      ...fix.map(([name, fields]) =>
        unlessRefused(
          Object.keys(fields).length
            ? core.db.entities.counter
                .put({ domainId, name, ...fields })
                .where(unchanged(name) as never)
                .go({ response: 'none' })
            : core.db.entities.counter
                .delete({ domainId, name })
                .where(unchanged(name) as never)
                .go({ response: 'none' }),
        ),
      ),
      ...gone.map((name) =>
        unlessRefused(
          core.db.entities.counter
            .delete({ domainId, name })
            .where(unchanged(name) as never)
            .go({ response: 'none' }),
        ),
      ),
    ]);
    if (outcomes.every(Boolean)) return fix.length + gone.length;
  }
  throw new Error(`the counters of ${list} kept moving while they were recounted: run the recount again when the portal is quieter`);
}

export async function reindex(core: Core, options: ReindexOptions = {}): Promise<ReindexReport> {
  const log = options.log ?? (() => {});
  const report: ReindexReport = { records: 0, entries: 0, missing: 0, changed: 0, stale: 0, repaired: 0, followUps: 0, recounted: 0 };
  if ((options.prune || options.recount) && options.fromId !== undefined)
    throw new Error('Pruning and recounting read every record of a type: they start at the first id.');
  const domains = options.domains ?? Array.from({ length: await lastId(core, GLOBAL_SCOPE, 'domain') }, (_, i) => i + 1);
  const unknown = (options.what ?? []).filter((name) => !projectionNames.includes(name));
  if (unknown.length) throw new Error(`No projection ${unknown.join(', ')}: one of ${projectionNames.join(', ')}.`);
  const kinds = options.what ?? projectionNames;
  for (const domainId of domains) {
    const domain = await Domains.fromId(core, domainId);
    if (!domain) continue;
    const ctx: DomainCtx = { ...core, domain };
    // A change the stream gave up carrying (or is still carrying) is carried to its end first: the
    // records it patches are then the ones the lists are rebuilt from, and no list says it is updating.
    if (kinds.includes('members') || kinds.includes('transactions') || kinds.includes('vials')) {
      const markers = await followUpsOf(core, domainId);
      report.followUps += markers.length;
      if (!options.dryRun) for (const m of markers) await carryToEnd(core, domainId, m.memberId);
      if (markers.length) log(`domain ${domainId}: ${markers.length} changes ${options.dryRun ? 'to carry' : 'carried'} to their end`);
    }
    for (const projection of projections.filter((p) => kinds.includes(p.name))) {
      const last = await lastId(core, domainId, projection.sequence);
      const lists = new Map<ListKey, ListFamily<never>>();
      for (let from = options.fromId ?? 1; from <= last; from += PAGE) {
        const ids = Array.from({ length: Math.min(PAGE, last - from + 1) }, (_, i) => from + i);
        const records = [...(await recordsOf(core, domainId, projection, ids)).values()].sort(
          (a, b) => Number(a[projection.idField]) - Number(b[projection.idField]),
        );
        await reindexPage(core, ctx, projection, records, { dryRun: options.dryRun ?? false, prune: options.prune ?? false }, report, lists);
        log(
          `domain ${domainId} ${projection.name}: ids ${from}-${from + ids.length - 1} of ${last} (${report.missing} missing, ${report.changed} changed so far)`,
        );
      }
      if (options.prune) {
        await prune(core, ctx, projection, lists, options.dryRun ?? false, report);
        log(`domain ${domainId} ${projection.name}: ${lists.size} lists walked (${report.stale} stale entries so far)`);
      }
      if (options.recount) {
        for (const [list, family] of [...lists].sort(([a], [b]) => a.localeCompare(b)))
          report.recounted += await recount(core, domainId, list, family, options.dryRun ?? false);
        log(`domain ${domainId} ${projection.name}: ${lists.size} lists recounted (${report.recounted} counters set so far)`);
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
  return data.map((m) => ({
    domainId,
    memberId: m.memberId,
    revision: m.revision,
    at: m.at,
    kinds: m.kinds ?? ['team', 'names'],
    steps: m.steps ?? 0,
    cursor: m.cursor,
  }));
}

/** The changes of `domains` (every domain when none) still being carried that began more than `olderThanMs` ago: a stuck one shows here. */
export async function followUpStatus(core: Core, options: { domains?: number[]; olderThanMs?: number; now?: number } = {}): Promise<FollowUpStatus[]> {
  const domains = options.domains ?? Array.from({ length: await lastId(core, GLOBAL_SCOPE, 'domain') }, (_, i) => i + 1);
  const before = new Date((options.now ?? Date.now()) - (options.olderThanMs ?? 60_000)).toISOString();
  const found: FollowUpStatus[] = [];
  for (const domainId of domains) found.push(...(await followUpsOf(core, domainId)).filter((m) => m.at < before));
  return found;
}

/**
 * The projections' format a table holds (a counter of the global scope), each a release that changed
 * what is stored and how a table written before it is brought to it: 2, a month's counter keeps its
 * days apart (db/counters.ts periodCounters: every list counted by period is recounted from its
 * entries); 3, a sale keeps the postings of the trigrams at even positions of its words (the others
 * are pruned); 4, a member's postings in its parents' lists carry no text (a search checks it in the users list): the
 * text they hold is removed; 5, a sale keeps no postings of its product's name (a search reads the product's list: the
 * others are pruned).
 */
const FORMAT = 'projections-format';
/** What upgrades 3 and 5 run: one prune of the sales' lists removes what either left. */
const pruneSales = (core: Core) => reindex(core, { what: ['transactions'], prune: true });
const upgrades: { format: number; what: string; run: (core: Core) => Promise<ReindexReport> }[] = [
  {
    format: 2,
    what: 'counting lists by month',
    run: (core) => reindex(core, { what: projections.filter((p) => p.families.some((f) => f.counters === 'periods')).map((p) => p.name), recount: true }),
  },
  {
    format: 3,
    what: 'removing what sales no longer keep (postings of odd positions, pairs naming a patient)',
    run: pruneSales,
  },
  { format: 4, what: "removing the text a parent's member postings no longer carry", run: (core) => reindex(core, { what: ['members'] }) },
  {
    format: 5,
    what: "removing the postings of sales' product names (a search finds those through the product's list)",
    run: pruneSales,
  },
];

/**
 * Brings a table to the projections' current format: a table without domains is marked and left;
 * one of an older format has each later release's upgrade run (reindex), then is marked. Run before
 * the projector starts: the local stack does on a data directory of an older version; a deployed
 * stage runs the same reindex in its release (docs/deploy.md). A second run finds it marked and
 * does nothing. Answers the upgrades run.
 */
export async function upgrade(core: Core, log: (line: string) => void = () => {}): Promise<number> {
  const marker = { domainId: GLOBAL_SCOPE, name: FORMAT };
  const current = upgrades[upgrades.length - 1]!.format;
  const format = (await core.db.entities.counter.get(marker).go({ consistent: true })).data?.value ?? 0;
  if (format >= current) return 0;
  const due = (await lastId(core, GLOBAL_SCOPE, 'domain')) > 0 ? upgrades.filter((u) => u.format > format) : [];
  const ran = new Set<(core: Core) => Promise<ReindexReport>>();
  for (const u of due) {
    log(`Upgrading the data directory: ${u.what}...`);
    if (!ran.has(u.run)) await u.run(core);
    ran.add(u.run);
    await core.db.entities.counter.put({ ...marker, value: u.format }).go();
  }
  await core.db.entities.counter.put({ ...marker, value: current }).go();
  return due.length;
}
