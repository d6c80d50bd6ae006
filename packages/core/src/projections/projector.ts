import type { Core, DomainCtx, MemberRecord } from '../context';
import { applyEntryChanges, entryChanges, type Entry } from '../db/list-entry';
import * as AssetLists from '../assets/lists';
import * as LabelLists from '../labels/lists';
import { searchEntriesOf } from '../documents/signing';
import { entriesOf as memberEntriesOf } from '../members/member-lists';
import { takeLeaderTeam } from '../network/teams';
import { projectSale } from '../transactions/report-projection';
import * as Domains from '../domains/domains';
import { step, type FollowUpRecord } from './fan-out';

/**
 * The projector: everything derived from the records (list entries with their counters, search
 * postings, a team's change carried to the members below) is kept here, from the table's change
 * stream, never by the request that wrote the record. On AWS a Lambda reads the stream
 * (stacks/projector.ts); locally the same function is fed by a poller (scripts/local/projector.ts).
 * A change that reaches other records (a team's move, a rename) is carried in bounded steps driven
 * by its marker's own stream records (fan-out.ts), never inside one record's invocation.
 *
 * Each record's projection is a pure function of the record (its entries) applied as the change
 * from its image before to its image after, with conditional writes (db/list-entry.ts): applying a
 * change twice, or after the request wrote some of the same entries, changes nothing more, so a
 * replayed batch converges to the same lists and counters. Changes of one item come in the order
 * they were made; `reindex` applies a record's whole projection again (projections/reindex.ts).
 */

/** One change of one item, as the stream reports it: the images before and after (absent: none). */
export interface Change {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * A record type the projector keeps lists for: the entries a record implies (applied as the change
 * between its images), or a projection of its own (`project`), and work that follows a change.
 */
interface Projection {
  entriesOf?: (record: never) => Entry[];
  project?: (core: Core, before: never, after: never) => Promise<number>;
  follow?: (ctx: DomainCtx, before: never, after: never) => Promise<unknown>;
}

/** What follows a member's change here: it takes its leader's team (the members below, and its sales, follow in steps). */
const followMember = (ctx: DomainCtx, _before: MemberRecord | undefined, after: MemberRecord) => takeLeaderTeam(ctx, after);

/** A change's marker, written or moved on: the next step of carrying it. */
const stepFollowUp = async (core: Core, _before: FollowUpRecord | undefined, after: FollowUpRecord | undefined) => (after ? step(core, after) : 0);

/** What each entity's records project to, by the entity name ElectroDB stores with each item. */
const projections: Record<string, Projection> = {
  member: { entriesOf: memberEntriesOf, follow: followMember },
  assetGroup: { entriesOf: AssetLists.entriesOf },
  fedexRequest: { entriesOf: LabelLists.entriesOf },
  signingDocument: { entriesOf: searchEntriesOf },
  transaction: { project: projectSale },
  followUp: { project: stepFollowUp },
};

/** The entity names that have projections: reindex rebuilds these (a marker is carried, not rebuilt). */
export const projectedEntities = Object.keys(projections).filter((entity) => entity !== 'followUp');

const entityOf = (image: Record<string, unknown> | undefined) => (typeof image?.__edb_e__ === 'string' ? image.__edb_e__ : undefined);

/** The entries a stored item implies (none for an item of an entity without projections). */
export function entriesOfItem(image: Record<string, unknown> | undefined): Entry[] {
  const projection = projections[entityOf(image) ?? ''];
  return image && projection?.entriesOf ? projection.entriesOf(image as never) : [];
}

/** What applying changes did: the entry groups written and the records a team change patched. */
export interface Projected {
  changes: number;
  entries: number;
  followed: number;
}

/**
 * Applies one change: the record's entries go from those of its image before to those of its image
 * after; then what follows from it (a team change) runs. Answers how many entry groups were written.
 */
export async function projectChange(core: Core, change: Change): Promise<{ entries: number; followed: number }> {
  const entity = entityOf(change.after ?? change.before);
  const projection = projections[entity ?? ''];
  if (!projection) return { entries: 0, followed: 0 };
  const domainId = Number((change.after ?? change.before)!.domainId);
  const entries = projection.project
    ? await projection.project(core, change.before as never, change.after as never)
    : await applyEntryChanges(core.db, domainId, entryChanges(entriesOfItem(change.before), entriesOfItem(change.after)));
  let followed = 0;
  if (projection.follow && change.after) {
    const domain = await Domains.fromId(core, domainId);
    if (domain) followed = Number((await projection.follow({ ...core, domain }, change.before as never, change.after as never)) ?? 0);
  }
  return { entries, followed };
}

/** Items whose changes are projected at once (each item's own changes stay in their order). */
const ITEM_CONCURRENCY = 4;

/** The stored item a change is of: its key attributes, the same in both images. */
const itemOf = (change: Change) => {
  const image = change.after ?? change.before;
  return `${String(image?.pk)}\u0000${String(image?.sk)}`;
};

/**
 * Applies a batch of changes: each item's changes in their order, a few items at once (as a stream's
 * parallelization keeps the order per key). Should one fail, its item's later changes are not
 * applied and `failedAt` is the first failed index, for the caller to report (the Lambda's
 * batchItemFailures, the poller's checkpoint) and retry from there: every change before it is done,
 * and those after it that were done are done again, which changes nothing.
 */
export async function projectChanges(core: Core, changes: readonly Change[], log: (line: object) => void = () => {}): Promise<Projected & { failedAt?: number }> {
  const done: Projected = { changes: 0, entries: 0, followed: 0 };
  const byItem = new Map<string, number[]>();
  changes.forEach((change, i) => {
    const key = itemOf(change);
    byItem.set(key, [...(byItem.get(key) ?? []), i]);
  });
  const queues = [...byItem.values()];
  let failedAt: number | undefined;
  const work = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift())
      for (const i of queue) {
        const change = changes[i]!;
        try {
          const { entries, followed } = await projectChange(core, change);
          done.changes++;
          done.entries += entries;
          done.followed += followed;
        } catch (e) {
          log({ projector: 'failed', at: i, entity: entityOf(change.after ?? change.before), error: e instanceof Error ? e.message : String(e) });
          failedAt = Math.min(failedAt ?? i, i);
          break;
        }
      }
  };
  await Promise.all(Array.from({ length: ITEM_CONCURRENCY }, work));
  return failedAt === undefined ? done : { ...done, failedAt };
}
