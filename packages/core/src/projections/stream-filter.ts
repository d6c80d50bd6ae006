/**
 * The records whose changes the projector acts on: those of each declared projection (registry.ts,
 * each projection's `entity`) and a change's marker, whose own changes drive its steps (fan-out.ts).
 * Every other item of the table (the list entries, postings and counters the projector itself
 * writes, sessions, sign-in counters) is left on the stream unread: on AWS the stream mapping's
 * filters (stacks/projector.ts) drop its records before any invocation, locally the poller skips
 * them (scripts/local/projector.ts), so the projector's own writes never come back to it. Free of
 * imports, so the stacks can read it; stream-filter.test.ts holds it equal to the registry.
 */
export const PROJECTED_ENTITIES = ['member', 'assetGroup', 'fedexRequest', 'signingDocument', 'transaction', 'vialEntry', 'followUp'] as const;
export type ProjectedEntity = (typeof PROJECTED_ENTITIES)[number];

/** The attribute that names an item's entity (ElectroDB's), in the stream's images. */
export const ENTITY_ATTRIBUTE = '__edb_e__';

const IMAGES = ['NewImage', 'OldImage'] as const;

/**
 * The stream mapping's filter patterns (Lambda event filtering, one pattern per image, either
 * passes): a record whose item is of a projected entity after the change (a put, an update) or
 * before it (an update, a delete).
 */
export const streamFilterPatterns = () => IMAGES.map((image) => ({ dynamodb: { [image]: { [ENTITY_ATTRIBUTE]: { S: [...PROJECTED_ENTITIES] } } } }));

const projected = new Set<string>(PROJECTED_ENTITIES);

/** Whether a stream record passes the patterns: the poller's reading of them. */
export const isProjectedRecord = (record: { dynamodb?: Partial<Record<(typeof IMAGES)[number], Record<string, { S?: string }>>> }) =>
  IMAGES.some((image) => projected.has(record.dynamodb?.[image]?.[ENTITY_ATTRIBUTE]?.S ?? ''));
