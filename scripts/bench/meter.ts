import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { configFromEnv, createCore, type Core } from '../../packages/core/src';
import { createDynamoClient } from '../../packages/core/src/db/client';
import { createDb } from '../../packages/core/src/db/service';

/** The DynamoDB items a core's calls read and write, counted from the calls themselves. */
export interface Meter {
  read: number;
  written: number;
  calls: number;
  /** How often each item was written since the last reset (by table and key), to find the items many writes share. */
  writesPerItem: Map<string, number>;
  /** The bytes of the items put whole (not updated in place), by DynamoDB's item size: what new records and entries keep. */
  putBytes: number;
  reset: () => void;
}

/** A key attribute as the call holds it: plain (the document client marshals it later, past this step) or marshalled. */
type Av = Record<string, string | number | { S?: string; N?: string }>;
const part = (v: Av[string] | undefined) => (typeof v === 'object' ? (v.S ?? v.N) : v) ?? '';
const keyName = (table: string, key: Av | undefined) => `${table} ${part(key?.pk)} ${part(key?.sk)}`;

/** The items a write call wrote, each by its table and key. */
function itemsWritten(command: string, input: Record<string, unknown>): string[] {
  switch (command) {
    case 'TransactWriteItemsCommand':
      return (input.TransactItems as Record<string, { TableName: string; Item?: Av; Key?: Av }>[]).flatMap((t) =>
        (['Put', 'Update', 'Delete'] as const).flatMap((kind) => (t[kind] ? [keyName(t[kind].TableName, t[kind].Item ?? t[kind].Key)] : [])),
      );
    case 'BatchWriteItemCommand':
      return Object.entries(input.RequestItems as Record<string, { PutRequest?: { Item: Av }; DeleteRequest?: { Key: Av } }[]>).flatMap(([table, requests]) =>
        requests.map((r) => keyName(table, r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
      );
    case 'PutItemCommand':
      return [keyName(String(input.TableName), input.Item as Av)];
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return [keyName(String(input.TableName), input.Key as Av)];
    default:
      return [];
  }
}

const MARSHALLED = new Set(['S', 'N', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'B']);

/** An attribute value's size as DynamoDB counts it (approximately for numbers), marshalled or plain. */
function valueBytes(v: unknown): number {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const keys = Object.keys(v);
    if (keys.length === 1 && MARSHALLED.has(keys[0]!)) {
      const [kind, inner] = Object.entries(v)[0]!;
      if (kind === 'S') return Buffer.byteLength(String(inner));
      if (kind === 'N') return numberBytes(String(inner));
      if (kind === 'L') return 3 + (inner as unknown[]).reduce<number>((n, x) => n + 1 + valueBytes(x), 0);
      if (kind === 'M') return 3 + itemBytes(inner as Record<string, unknown>) + Object.keys(inner as object).length;
      return 1;
    }
    return 3 + itemBytes(v as Record<string, unknown>) + keys.length;
  }
  if (Array.isArray(v)) return 3 + v.reduce<number>((n, x) => n + 1 + valueBytes(x), 0);
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number') return numberBytes(String(v));
  return 1;
}
/** A number: a byte per two significant digits, and one. */
const numberBytes = (n: string) => Math.ceil(n.replace(/[-.]/g, '').replace(/^0+|0+$/g, '').length / 2) + 1;

/** An item's size as DynamoDB counts it: each attribute's name and value. */
export const itemBytes = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((n, [name, v]) => n + Buffer.byteLength(name) + valueBytes(v), 0);

/** The items a write call put whole. */
function itemsPut(command: string, input: Record<string, unknown>): Record<string, unknown>[] {
  switch (command) {
    case 'TransactWriteItemsCommand':
      return (input.TransactItems as { Put?: { Item: Record<string, unknown> } }[]).flatMap((t) => (t.Put ? [t.Put.Item] : []));
    case 'BatchWriteItemCommand':
      return Object.values(input.RequestItems as Record<string, { PutRequest?: { Item: Record<string, unknown> } }[]>).flatMap((requests) =>
        requests.flatMap((r) => (r.PutRequest ? [r.PutRequest.Item] : [])),
      );
    case 'PutItemCommand':
      return [input.Item as Record<string, unknown>];
    default:
      return [];
  }
}

type Io = { input: Record<string, unknown>; output: Record<string, unknown> };

/** Items a call wrote, by its input; items it read, by its output. */
function countOf(command: string, { input, output }: Io): { read: number; written: number } {
  const values = (x: unknown) => Object.values((x ?? {}) as Record<string, unknown[]>);
  switch (command) {
    case 'TransactWriteItemsCommand':
      return { read: 0, written: (input.TransactItems as unknown[]).length };
    case 'BatchWriteItemCommand':
      return { read: 0, written: values(input.RequestItems).reduce((n, xs) => n + xs.length, 0) };
    case 'PutItemCommand':
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return { read: 0, written: 1 };
    case 'GetItemCommand':
      return { read: output.Item ? 1 : 0, written: 0 };
    case 'BatchGetItemCommand':
      return { read: values(output.Responses).reduce((n, xs) => n + xs.length, 0), written: 0 };
    case 'QueryCommand':
    case 'ScanCommand':
      return { read: Number(output.ScannedCount ?? output.Count ?? 0), written: 0 };
    default:
      return { read: 0, written: 0 };
  }
}

/** Counts every item `client` reads and writes from now on. */
export function meter(client: DynamoDBClient): Meter {
  const m: Meter = {
    read: 0,
    written: 0,
    calls: 0,
    writesPerItem: new Map(),
    putBytes: 0,
    reset: () => Object.assign(m, { read: 0, written: 0, calls: 0, writesPerItem: new Map(), putBytes: 0 }),
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const counted = countOf(String(context.commandName), {
        input: args.input as Record<string, unknown>,
        output: result.output as unknown as Record<string, unknown>,
      });
      m.read += counted.read;
      m.written += counted.written;
      m.calls++;
      for (const item of itemsWritten(String(context.commandName), args.input as Record<string, unknown>))
        m.writesPerItem.set(item, (m.writesPerItem.get(item) ?? 0) + 1);
      for (const item of itemsPut(String(context.commandName), args.input as Record<string, unknown>)) m.putBytes += itemBytes(item);
      return result;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
  return m;
}

/** A core of its own over the environment's table, whose DynamoDB items are counted. */
export function meteredCore(env: NodeJS.ProcessEnv): { core: Core; meter: Meter; client: DynamoDBClient } {
  const config = configFromEnv(env);
  const client = createDynamoClient(config);
  const base = createCore(config);
  return { core: { ...base, db: createDb(client, config.tableName, config.auditTableName) }, meter: meter(client), client };
}
