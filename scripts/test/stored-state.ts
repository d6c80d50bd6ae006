import { createHash } from 'node:crypto';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { configFromEnv } from '../../packages/core/src/config';
import { createDynamoClient } from '../../packages/core/src/db/client';
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
 * Bucket prefixes left out the same way: a report export is a file that a read writes (and the
 * bucket expires), so a valid export request stores one whatever else it sends.
 */
export const VOLATILE_PREFIXES: readonly string[] = ['exports/'];

/** A fingerprint per stored thing: `table pk|sk`, `bucket key` and `mail count`. */
export type StoredState = Map<string, string>;

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

/**
 * Test-only snapshots of everything the API stores: a full Scan of the table (Scan is forbidden in
 * the product, not in a test utility), a listing of the bucket and the SES emulator's mail count.
 */
export function storedState() {
  const config = configFromEnv(inject('apiEnv'));
  const dynamo = createDynamoClient(config);
  const { client: s3 } = testS3();
  const sesEndpoint = inject('sesEndpoint');

  async function take(): Promise<StoredState> {
    const state: StoredState = new Map();
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        if (VOLATILE_ENTITIES.includes(item.__edb_e__?.S ?? '')) continue;
        state.set(`table ${item.pk?.S}|${item.sk?.S}`, digest(item));
      }
      start = page.LastEvaluatedKey;
    } while (start);
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucketName, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (!VOLATILE_PREFIXES.some((p) => object.Key?.startsWith(p))) state.set(`bucket ${object.Key}`, `${object.Size}:${object.ETag}`);
      token = page.NextContinuationToken;
    } while (token);
    const mail = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: unknown[] };
    state.set('mail count', String(mail.emails.length));
    return state;
  }

  return { take };
}

/** What differs between two snapshots: added, removed and changed keys, one line each. */
export function storedChanges(before: StoredState, after: StoredState): string[] {
  const changes: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}
