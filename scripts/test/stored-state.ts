import { createHash } from 'node:crypto';
import { DescribeTableCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { configFromEnv, localCredentials } from '../../packages/core/src/config';
import { createDynamoClient } from '../../packages/core/src/db/client';
import { settled } from './projections';
import { testS3 } from './s3';

/**
 * Entities left out of a snapshot because any request may write them, valid or not, and that is
 * their job: `loginAttempt` holds the per-address and per-account counters of the sign-in and
 * public-call limits (a refused request still counts), `audit` the lines of who did what,
 * `exportJob` the state of a report export that a valid export read starts (it expires with its
 * file, below). Every other item of the table, every object of the bucket and the number of mails
 * sent are compared. A new entity of the same kind (a request counter, a log) belongs here;
 * anything else does not.
 */
export const VOLATILE_ENTITIES: readonly string[] = ['loginAttempt', 'audit', 'exportJob'];
/**
 * Attributes left out of an item's fingerprint for the same reason: a session's last use
 * (`liveSession.lastUsedAt`, idle sign-out) is written by any request that succeeds, at most once a
 * minute, whatever it asked; the session's other attributes are still compared.
 */
export const VOLATILE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { liveSession: ['lastUsedAt'] };

/**
 * Bucket prefixes left out the same way: a report export is a file that a read writes (and the
 * bucket expires), so a valid export request stores one whatever else it sends.
 */
export const VOLATILE_PREFIXES: readonly string[] = ['exports/'];

/** One item's change as the table's stream reports it: its fingerprint before and after (absent: none). */
interface ItemChange {
  key: string;
  before?: string;
  after?: string;
}

/**
 * What was stored at one moment: how far the table's change log had been read, and a fingerprint
 * per bucket object (`bucket key`) plus the mail count (`mail count`).
 */
export interface StoredState {
  readonly log: readonly ItemChange[];
  readonly at: number;
  readonly others: ReadonlyMap<string, string>;
}

const digest = (value: unknown) => createHash('sha256').update(canonical(value)).digest('base64url');

/** JSON with sorted keys and sorted sets, so one item always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${['SS', 'NS'].includes(k) && Array.isArray(v) ? canonical([...v].sort()) : canonical(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

type Image = Record<string, AttributeValue> | undefined;

/**
 * Test-only snapshots of everything the API stores. The table's part reads its change stream
 * (scripts/test/emulators.setup.ts turns it on for the test table), so a snapshot costs what was
 * written since the last one, not the size of the table; the bucket is listed and the SES
 * emulator's mail count read. Two snapshots of one `storedState()` compare with `storedChanges`.
 */
export function storedState() {
  const config = configFromEnv(inject('apiEnv'));
  const dynamo = createDynamoClient(config);
  const streams = new DynamoDBStreamsClient({ region: config.region, endpoint: config.dynamoEndpoint, credentials: localCredentials });
  const { client: s3 } = testS3();
  const sesEndpoint = inject('sesEndpoint');
  const log: ItemChange[] = [];
  /** Per shard: the iterator to read on from and the last record read (to renew an expired iterator). */
  let readers: Map<string, { iterator?: string; last?: string }> | undefined;

  async function shardsOf(streamArn: string) {
    const shards: { id: string; closed: boolean }[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription: d } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      for (const shard of d?.Shards ?? []) shards.push({ id: shard.ShardId!, closed: shard.SequenceNumberRange?.EndingSequenceNumber !== undefined });
      start = d?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  async function iterator(streamArn: string, shardId: string, from: { type: 'LATEST' | 'TRIM_HORIZON' } | { after: string }) {
    const position = 'after' in from ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' as const, SequenceNumber: from.after } : { ShardIteratorType: from.type };
    return (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...position }))).ShardIterator;
  }

  async function records(streamArn: string, shardId: string, reader: { iterator?: string; last?: string }) {
    try {
      return await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator }));
    } catch (e) {
      if (!(e instanceof ExpiredIteratorException) || !reader.last) throw e;
      return streams.send(new GetRecordsCommand({ ShardIterator: await iterator(streamArn, shardId, { after: reader.last }) }));
    }
  }

  /**
   * Reads every shard of the table's stream on to its end, adding what changed to the log. The
   * first snapshot starts reading at that moment; a shard opened since is read from its start.
   */
  async function readTable() {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: config.tableName }));
    const streamArn = Table?.LatestStreamArn;
    if (!Table?.StreamSpecification?.StreamEnabled || !streamArn)
      throw new Error(`The test table ${config.tableName} has no change stream; scripts/test/emulators.setup.ts turns it on.`);
    const first = readers === undefined;
    readers ??= new Map();
    for (const shard of await shardsOf(streamArn)) {
      let reader = readers.get(shard.id);
      if (!reader) {
        if (first && shard.closed) continue;
        reader = { iterator: await iterator(streamArn, shard.id, { type: first ? 'LATEST' : 'TRIM_HORIZON' }) };
        readers.set(shard.id, reader);
        if (first) continue;
      }
      while (reader.iterator) {
        const page = await records(streamArn, shard.id, reader);
        for (const r of page.Records ?? []) {
          record(r.dynamodb?.OldImage as Image, r.dynamodb?.NewImage as Image);
          reader.last = r.dynamodb?.SequenceNumber;
        }
        reader.iterator = page.NextShardIterator;
        if (!page.Records?.length && !shard.closed) break;
      }
    }
  }

  function record(oldImage: Image, newImage: Image) {
    const item = newImage ?? oldImage;
    if (!item || VOLATILE_ENTITIES.includes(item.__edb_e__?.S ?? '')) return;
    const kept = VOLATILE_ATTRIBUTES[item.__edb_e__?.S ?? ''] ?? [];
    const fingerprint = (image: NonNullable<Image>) => digest(Object.fromEntries(Object.entries(image).filter(([name]) => !kept.includes(name))));
    log.push({ key: `table ${item.pk?.S}|${item.sk?.S}`, before: oldImage && fingerprint(oldImage), after: newImage && fingerprint(newImage) });
  }

  async function take(): Promise<StoredState> {
    // What earlier requests derive (lists, postings) is written by the projector: done before a snapshot.
    await settled();
    await readTable();
    const others = new Map<string, string>();
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucketName, ContinuationToken: token }));
      for (const object of page.Contents ?? [])
        if (!VOLATILE_PREFIXES.some((p) => object.Key?.startsWith(p))) others.set(`bucket ${object.Key}`, `${object.Size}:${object.ETag}`);
      token = page.NextContinuationToken;
    } while (token);
    const mail = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: unknown[] };
    others.set('mail count', String(mail.emails.length));
    return { log, at: log.length, others };
  }

  return { take };
}

/**
 * What differs between two snapshots of one `storedState()`: added, removed and changed keys, one
 * line each. An item written and then put back as it was is no change.
 */
export function storedChanges(before: StoredState, after: StoredState): string[] {
  if (before.log !== after.log || before.at > after.at) throw new Error('storedChanges compares an earlier and a later snapshot of one storedState().');
  const changes: string[] = [];
  const items = new Map<string, { before?: string; after?: string }>();
  for (const change of after.log.slice(before.at, after.at)) {
    const seen = items.get(change.key);
    if (seen) seen.after = change.after;
    else items.set(change.key, { before: change.before, after: change.after });
  }
  for (const [key, item] of items) {
    if (item.before === item.after) continue;
    changes.push(`${item.before === undefined ? 'added' : item.after === undefined ? 'removed' : 'changed'} ${key}`);
  }
  for (const [key, value] of after.others) {
    if (!before.others.has(key)) changes.push(`added ${key}`);
    else if (before.others.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of before.others.keys()) if (!after.others.has(key)) changes.push(`removed ${key}`);
  return changes;
}
