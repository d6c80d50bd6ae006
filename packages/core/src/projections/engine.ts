import type { Core, DomainCtx } from '../context';
import { applyEntryChanges, entryChanges, noEntryChanges, positionOf, storedEntries, storedKey, SUMMED, type Entry, type ListKey } from '../db/entries';
import * as Domains from '../domains/domains';
import type { AnyProjection, Projection } from './declare';

/**
 * The engine every projection runs on (declare.ts): a record's entries go from those of its image
 * before a change to those of its image after, with their counters (db/entries.ts); then the work
 * the change implies at once. Pure in the record: applying a change twice, or after the request
 * wrote some of the same entries, changes nothing more.
 */

type Item = Record<string, unknown>;

/** The domain a record is of, for projections that read other records (their load or follow). */
async function domainOf(core: Core, projection: AnyProjection, domainId: number): Promise<DomainCtx | undefined> {
  if (!projection.load && !projection.follow) return undefined;
  const domain = await Domains.fromId(core, domainId);
  return domain && { ...core, domain };
}

/** The entries of records of one projection, and those an older version kept (declare.ts `retired`), with what they load read once for all of them. */
export async function projectedOf(
  ctx: DomainCtx | undefined,
  projection: AnyProjection,
  records: readonly Item[],
): Promise<Map<Item, { entries: Entry[]; retired: Entry[] }>> {
  const p = projection as Projection<Item, unknown>;
  const loaded = p.load && ctx ? await p.load(ctx, records) : () => undefined;
  return new Map(records.map((r) => [r, { entries: p.entriesOf(r, loaded(r)), retired: p.retired?.(r, loaded(r)) ?? [] }]));
}

/** The entries of records of one projection, with what they load read once for all of them. */
export async function entriesOfRecords(ctx: DomainCtx | undefined, projection: AnyProjection, records: readonly Item[]): Promise<Map<Item, Entry[]>> {
  return new Map([...(await projectedOf(ctx, projection, records))].map(([r, { entries }]) => [r, entries]));
}

/** Applies one change of a record of `projection`: its entries move (when the change can move them), then what follows at once. */
export async function applyChange(
  core: Core,
  projection: AnyProjection,
  before: Item | undefined,
  after: Item | undefined,
): Promise<{ entries: number; followed: number }> {
  const p = projection as Projection<Item, unknown>;
  const domainId = Number((after ?? before)!.domainId);
  const ctx = await domainOf(core, projection, domainId);
  if ((p.load || p.follow) && !ctx) return { entries: 0, followed: 0 };
  let entries = 0;
  if (!p.moves || p.moves(before, after)) {
    const records = [before, after].filter((r): r is Item => r !== undefined);
    const of = await entriesOfRecords(ctx, projection, records);
    entries = await applyEntryChanges(core.db, domainId, entryChanges(before ? of.get(before)! : [], after ? of.get(after)! : []));
  }
  const followed = p.follow && after && ctx ? await p.follow(ctx, before, after) : 0;
  return { entries, followed };
}

/** Those of `entries` that are stored, each with the amounts it carries as stored (its removal takes back what its counters summed). */
async function storedOf(ctx: DomainCtx, entries: readonly Entry[]): Promise<Entry[]> {
  const stored = await storedEntries(ctx.db, ctx.domain.domainId, entries);
  return entries.flatMap((e) => {
    const s = stored.get(storedKey(e.list, positionOf(e)));
    return s ? [{ ...e, ...Object.fromEntries(SUMMED.map(({ field }) => [field, typeof s[field] === 'number' ? s[field] : undefined])) }] : [];
  });
}

/**
 * Moves a record's entries from those it had with `was` loaded (as `from`, the record before a
 * change; the record itself by default) to those it has with `now` (a sale's text after a rename),
 * the entries of `last` after all the others: a step that judges the record done by that entry, cut
 * short, is redone in full. Entries an older version kept with `was` (declare.ts `retired`) and
 * still stored leave with the rest, so none keeps an old name findable. Answers whether anything moved.
 */
export async function reproject<R extends object, L>(
  ctx: DomainCtx,
  projection: Projection<R, L>,
  record: R,
  was: L,
  now: L,
  last?: ListKey,
  from: R = record,
): Promise<boolean> {
  const retired = projection.retired ? await storedOf(ctx, projection.retired(from, was)) : [];
  const changes = entryChanges([...projection.entriesOf(from, was), ...retired], projection.entriesOf(record, now));
  if (noEntryChanges(changes)) return false;
  await applyEntryChanges(ctx.db, ctx.domain.domainId, changes, { last });
  return true;
}
