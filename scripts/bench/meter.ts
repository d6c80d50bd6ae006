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
    reset: () => Object.assign(m, { read: 0, written: 0, calls: 0, writesPerItem: new Map() }),
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
