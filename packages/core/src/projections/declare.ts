import type { DomainCtx } from '../context';
import type { Entry, ListFamily } from '../db/entries';
import type { FollowUp } from './follow-ups';
import type { ProjectedEntity } from './stream-filter';

/**
 * A projection, declared once beside its area: the record type that feeds it, the families of
 * lists it keeps (db/entries.ts listFamily: each list's order, counters and carried fields), the
 * entries a record implies, and what a change carries to other records. The one engine reads the
 * declarations (projections/registry.ts): the projector's dispatch and entry diffs
 * (projector.ts), `reindex` and `--prune` for every family (reindex.ts), and the bounded steps of
 * a change that fans out (fan-out.ts). A new list, filter or record type is a declaration here and
 * the reads that use it; nothing else changes.
 */
/* Methods, not function properties: a projection of one record type is then one of AnyProjection. */
export interface Projection<R extends object = Record<string, unknown>, L = undefined> {
  /** What reindex calls the records (`--what`). */
  readonly name: string;
  /** The entity the records are stored as: the stream's images name it, and the stream's filters pass it (stream-filter.ts). */
  readonly entity: ProjectedEntity;
  /** The per-domain sequence the records' ids come from, and the id attribute: reindex reads records by id, never by a scan. */
  readonly sequence: string;
  readonly idField: string;
  /** The families of lists it feeds. */
  readonly families: readonly ListFamily<never>[];
  /** What the entries need besides the record, read once for a batch of records (the names a sale is searched by). */
  load?(ctx: DomainCtx, records: readonly R[]): Promise<(record: R) => L>;
  /** The entries a record implies (none: it is in no list, as a sale not yet paid). */
  entriesOf(record: R, loaded: L): Entry[];
  /**
   * Entries an older version of the projection kept that this one does not (a sale's postings of
   * every trigram, before it kept those at even positions): `reindex --prune` walks their lists too,
   * so a table written by that version sheds them.
   */
  retired?(record: R, loaded: L): Entry[];
  /** Whether a change can move the record's entries; when it cannot, nothing is loaded or written. Every change when left out. */
  moves?(before: R | undefined, after: R | undefined): boolean;
  /**
   * What a change must have carried to other records (a manager's move to its reps, a rename to the
   * sales naming the member): the request writes its marker with the record (follow-ups.ts), so lists
   * say they are updating from the moment it answers, and the projector carries it in bounded steps.
   */
  fanOut?(before: R, after: R): FollowUp | undefined;
  /** Work on the record or one other a change implies at once (a member takes its leader's team; a sale marks its product bought). Answers records changed. */
  follow?(ctx: DomainCtx, before: R | undefined, after: R): Promise<number>;
  /** Reindex's repair of that work for a page of records (`dryRun`: only counted). Answers how many records were or would be changed. */
  repair?(ctx: DomainCtx, records: readonly R[], dryRun: boolean): Promise<number>;
}

/** Declares a projection (typed by its record and what it loads). */
export const declareProjection = <R extends object, L = undefined>(projection: Projection<R, L>): Projection<R, L> => projection;

/** A projection of any record type, as the engine holds them (its methods take the records it declared). */
export type AnyProjection = Projection<never, unknown>;
