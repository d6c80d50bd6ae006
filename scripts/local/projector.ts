import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import { Projector, type Core } from '../../packages/core/src';
import { localCredentials } from '../../packages/core/src/config';

/**
 * The projector of the local stack: what the stream's Lambda does on AWS (stacks/projector.ts),
 * fed by a poller of DynamoDB Local's stream. It reads every shard from its checkpoint, hands the
 * records to the same function the Lambda runs, and moves the checkpoint past the records done; a
 * failed record is read again on the next pass. `settle()` answers once everything written before
 * it has been projected, fan-out included: tests call it (through the control port) before they
 * read a list.
 */
export interface LocalProjector {
  /** Resolves once a pass finds nothing new: every change written before the call is projected. */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
  /** The control endpoint (`POST /settle`; `/hold` and `/release` for tests), when a port was given. */
  url?: string;
}

export interface LocalProjectorOptions {
  core: Core;
  dynamoEndpoint: string;
  tableName: string;
  /** Where the checkpoints are kept between runs (a data directory's file); in memory when absent. */
  checkpointFile?: string;
  /** The control port of `settle` for other processes (the test workers). */
  port?: number;
  /**
   * Pause after a pass that found nothing; it doubles with each quiet pass up to `quietMs`, and a
   * write through the core's client (the local API's, in the same process) ends it at once.
   */
  idleMs?: number;
  quietMs?: number;
  log?: (line: string) => void;
  /** Told of each batch projected (a Lambda invocation's work on AWS): its records and how long it took. */
  onBatch?: (records: number, ms: number) => void;
}

/**
 * Shards in an order where every shard comes after its parent, at any depth (a grandchild after its
 * grandparent): an item's older changes come first. A parent the stream no longer lists (trimmed)
 * counts as read. Siblings keep the stream's order.
 */
export function parentsFirst<T extends { id: string; parent?: string }>(shards: readonly T[]): T[] {
  const byId = new Map(shards.map((s) => [s.id, s]));
  const ordered: T[] = [];
  const placed = new Set<string>();
  const place = (shard: T) => {
    // Walk up to the first ancestor not yet placed, then place the chain from the top down.
    const chain: T[] = [];
    for (let s: T | undefined = shard; s && !placed.has(s.id) && !chain.includes(s); s = s.parent ? byId.get(s.parent) : undefined) chain.push(s);
    for (const s of chain.reverse()) {
      placed.add(s.id);
      ordered.push(s);
    }
  };
  shards.forEach(place);
  return ordered;
}

/** Passes `settle` makes before it gives up: a fan-out that never ends is a fault, not a wait. */
const MAX_SETTLE_PASSES = 500;

/** The pause after the `quiet`th pass in a row that found nothing: `idleMs`, doubling each time, at most `quietMs`. */
export const quietPause = (quiet: number, idleMs: number, quietMs: number) => Math.min(quietMs, idleMs * 2 ** Math.max(0, quiet - 1));

/**
 * A pause that `wake` ends early. A wake between two pauses (a write during a pass) is kept, so the
 * next pause ends at once: no write waits out a quiet pause.
 */
export function napper() {
  let end: (() => void) | undefined;
  let woken = false;
  const nap = (ms: number) =>
    new Promise<void>((done) => {
      if (woken) {
        woken = false;
        return done();
      }
      const timer = setTimeout(() => {
        end = undefined;
        done();
      }, ms);
      end = () => {
        clearTimeout(timer);
        end = undefined;
        done();
      };
    });
  const wake = () => {
    if (end) end();
    else woken = true;
  };
  return { nap, wake };
}

/**
 * The longest quiet pause for a stack that other processes also write to (the tests' workers, whose
 * writes do not go through the projector's process and so cannot wake it): a change is seen within it.
 */
export const SHARED_QUIET_MS = 200;

/** The name of the client middleware that wakes the projector on a write. */
const WAKE_MIDDLEWARE = 'wakeLocalProjector';

/** The writes that wake a quiet projector. */
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

export async function startProjector(options: LocalProjectorOptions): Promise<LocalProjector> {
  const { core, tableName, idleMs = 50, quietMs = 2000, log = () => {} } = options;
  const region = 'us-east-1';
  const dynamo = new DynamoDBClient({ region, endpoint: options.dynamoEndpoint, credentials: localCredentials });
  const streams = new DynamoDBStreamsClient({ region, endpoint: options.dynamoEndpoint, credentials: localCredentials });
  const checkpoints = new Map<string, string>(readCheckpoints(options.checkpointFile));
  let streamArn: string | undefined;

  async function shards(): Promise<{ id: string; parent?: string }[]> {
    streamArn ??= (await dynamo.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`The table ${tableName} has no change stream (scripts/local/bootstrap.ts turns it on).`);
    const found: { id: string; parent?: string }[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription: d } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      for (const s of d?.Shards ?? []) found.push({ id: s.ShardId!, parent: s.ParentShardId });
      start = d?.LastEvaluatedShardId;
    } while (start);
    return parentsFirst(found);
  }

  /** One pass over every shard to its end; answers how many records were projected. */
  async function pass(): Promise<number> {
    let projected = 0;
    for (const shard of await shards()) {
      const after = checkpoints.get(shard.id);
      let iterator = (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.id,
            ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        )
      ).ShardIterator;
      while (iterator) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
        const records: _Record[] = page.Records ?? [];
        if (!records.length) break;
        // As the stream mapping's filters on AWS: only the records of projected entities reach the projector.
        const kept = records.filter((r) => Projector.isProjectedRecord(r as Projector.StreamRecord));
        let failedAt: number | undefined;
        if (kept.length) {
          const started = performance.now();
          const result = await Projector.projectChanges(
            core,
            kept.map((r) => Projector.changeOf(r as Projector.StreamRecord)),
            (line) => log(JSON.stringify(line)),
          );
          options.onBatch?.(kept.length, performance.now() - started);
          if (result.failedAt !== undefined) failedAt = records.indexOf(kept[result.failedAt]!);
        }
        const done = failedAt ?? records.length;
        if (done > 0) checkpoints.set(shard.id, records[done - 1]!.dynamodb!.SequenceNumber!);
        projected += done;
        if (failedAt !== undefined) throw new Error(`projection of a ${shard.id} record failed; it is read again on the next pass`);
        iterator = page.NextShardIterator;
      }
    }
    if (projected && options.checkpointFile) writeFileSync(options.checkpointFile, JSON.stringify([...checkpoints]));
    return projected;
  }

  // Held (tests only): passes wait until released, so a test can see the state before projection.
  let held: { until: Promise<void>; release: () => void } | undefined;
  const heldPass = async () => {
    await held?.until;
    return pass();
  };
  // One pass at a time, the background loop's and settle's alike.
  let running: Promise<number> = Promise.resolve(0);
  const serialized = () => (running = running.then(heldPass, heldPass));
  let stopped = false;
  let failures = 0;
  // Idle is quiet: each pass that finds nothing waits twice as long as the last, up to quietMs, so a
  // stack left alone asks the stream a few times a second at most; a write through this process's
  // client (every request of the local API) wakes the loop at once, so lists follow as before.
  const { nap, wake } = napper();
  core.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      if (WRITES.has(context.commandName ?? '')) wake();
      return out;
    },
    { step: 'initialize', name: WAKE_MIDDLEWARE, override: true },
  );
  let quiet = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        const n = await serialized();
        failures = 0;
        quiet = n ? 0 : quiet + 1;
        if (!n && !stopped) await nap(quietPause(quiet, idleMs, quietMs));
      } catch (e) {
        failures++;
        log(`Projector: ${e instanceof Error ? e.message : String(e)}`);
        if (!stopped) await nap(Math.min(5000, idleMs * 2 ** failures));
      }
    }
  })();

  async function settle() {
    for (let i = 0; i < MAX_SETTLE_PASSES; i++) if ((await serialized()) === 0) return;
    throw new Error(`the projector did not settle in ${MAX_SETTLE_PASSES} passes`);
  }

  let server: Server | undefined;
  if (options.port !== undefined) {
    server = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/hold') {
        let release = () => {};
        held ??= { until: new Promise<void>((done) => (release = done)), release: () => release() };
        // Answers once the pass under way (if any) is over: nothing is projected after this answer.
        running.then(
          () => res.writeHead(204).end(),
          () => res.writeHead(204).end(),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/release') {
        held?.release();
        held = undefined;
        return void res.writeHead(204).end();
      }
      if (req.method !== 'POST' || req.url !== '/settle') return void res.writeHead(404).end();
      settle().then(
        () => res.writeHead(204).end(),
        (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(e instanceof Error ? e.message : String(e)),
      );
    });
    await new Promise<void>((done) => server!.listen(options.port, '127.0.0.1', done));
  }

  return {
    settle,
    url: options.port === undefined ? undefined : `http://127.0.0.1:${options.port}`,
    stop: async () => {
      stopped = true;
      wake();
      await loop;
      core.db.client.middlewareStack.remove(WAKE_MIDDLEWARE);
      await new Promise((done) => (server ? server.close(done) : done(undefined)));
      dynamo.destroy();
      streams.destroy();
    },
  };
}

function readCheckpoints(file: string | undefined): [string, string][] {
  if (!file) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as [string, string][];
  } catch {
    return [];
  }
}
