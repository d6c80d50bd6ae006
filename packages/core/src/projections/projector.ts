import type { Core } from '../context';
import { applyChange } from './engine';
import { step, type FollowUpRecord } from './fan-out';
import { FOLLOW_UP_ENTITY } from './follow-up.entity';
import { projectionOf } from './registry';

/**
 * The projector: everything derived from the records (list entries with their counters, search
 * postings, a team's change carried to the members below) is kept here, from the table's change
 * stream, never by the request that wrote the record. On AWS a Lambda reads the stream
 * (stacks/projector.ts); locally the same function is fed by a poller (scripts/local/projector.ts).
 * A change that reaches other records (a team's move, a rename) is carried in bounded steps driven
 * by its marker's own stream records (fan-out.ts), never inside one record's invocation.
 *
 * Each record's projection, declared beside its area (declare.ts, registry.ts), is a pure function
 * of the record (its entries) applied as the change from its image before to its image after, with
 * conditional writes (engine.ts, db/entries.ts): applying a change twice, or after the request wrote
 * some of the same entries, changes nothing more, so a replayed batch converges to the same lists
 * and counters. Changes of one item come in the order
 * they were made; `reindex` applies a record's whole projection again (projections/reindex.ts).
 */

/** One change of one item, as the stream reports it: the images before and after (absent: none). */
export interface Change {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const entityOf = (image: Record<string, unknown> | undefined) => (typeof image?.__edb_e__ === 'string' ? image.__edb_e__ : undefined);

/** What applying changes did: the entry groups written and the records a change patched. */
export interface Projected {
  changes: number;
  entries: number;
  followed: number;
}

/**
 * Applies one change: to the projection declared for its entity (registry.ts) through the engine
 * (engine.ts), or, for a change's marker written or moved on, the next step of carrying it.
 */
export async function projectChange(core: Core, change: Change): Promise<{ entries: number; followed: number }> {
  const entity = entityOf(change.after ?? change.before);
  if (entity === FOLLOW_UP_ENTITY) return { entries: change.after ? await step(core, change.after as FollowUpRecord) : 0, followed: 0 };
  const projection = projectionOf(entity);
  return projection ? applyChange(core, projection, change.before, change.after) : { entries: 0, followed: 0 };
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
export async function projectChanges(
  core: Core,
  changes: readonly Change[],
  log: (line: object) => void = () => {},
): Promise<Projected & { failedAt?: number }> {
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
