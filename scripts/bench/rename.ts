/**
 * `npm run bench:rename`: a rename of a member named on BENCH_RENAME_SALES (100,000) past sales.
 * Starts the emulators in memory, makes the members through the core with the local projector
 * running, then writes the sales straight to the table with every report entry and counter the
 * projector keeps for them (its change stream off meanwhile, so nothing projects them twice), turns
 * the stream on again and starts a new projector, renames the rep named on them, and while the
 * projector carries the rename in its steps reads, every 2 s, the rep's report, another rep's and
 * the domain's (each must answer; only the lists that name the rep say "updating"). Prints the
 * projector's batches (each a Lambda invocation's work on AWS: the longest must stay under 30 s),
 * the items written, and the searches for the new and the old name afterwards.
 * A script, not a timed test: figures depend on the machine. BENCH_DYNAMODB_HEAP_MB sets DynamoDB Local's heap
 * (12 GB by default: at Java's default cap, a quarter of the memory, the 100,000-sale run slowed to a crawl past a
 * million writes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { Membership, type TransactionReportKind } from '@portal/contracts';
import { Members, Reports, type DomainCtx, type MemberCtx, type MemberRecord } from '../../packages/core/src';
import { countOf } from '../../packages/core/src/db/counters';
import { ReportList } from '../../packages/core/src/transactions/report-lists';
import { searchNames, transactionText } from '../../packages/core/src/transactions/report-search';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { benchPorts } from '../local/ports';
import { startProjector } from '../local/projector';
import { meteredCore } from './meter';
import { benchDomain, paidSale, writeSales } from './sales';

const SALES = Number(process.env.BENCH_RENAME_SALES ?? 100_000);
/** The sales of another rep, whose report the rename must not mark as updating. */
const OTHER_SALES = 1000;
const CENTERS = 20;
const DAY = 86_400_000;
const base = Number(process.env.BENCH_PORT ?? 31300);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-rename-'));
/** DynamoDB Local's heap (MB): 100,000 sales and their entries are over 2 million items, in memory (BENCH_DYNAMODB_HEAP_MB; 0: Java's default). */
const HEAP_MB = Number(process.env.BENCH_DYNAMODB_HEAP_MB ?? 12_288);
const emulators = await startEmulators({ ports: benchPorts(base), dataDir, inMemory: true, dynamoHeapMb: HEAP_MB || undefined });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'bench');
  const request = meteredCore(env);
  let projected = meteredCore(env);
  let projector = await startProjector({ core: projected.core, dynamoEndpoint: emulators.endpoints.dynamodb, tableName: resources.tableName, idleMs: 20 });
  const ctx = await benchDomain(request.core);
  const { domain } = ctx;
  const quiet: DomainCtx = { ...ctx, providers: { ...ctx.providers, identity: { ...ctx.providers.identity, createUser: async () => {} } } };
  const make = (memberships: number[], firstName: string, lastName: string, extra: Partial<Members.NewMember> = {}) =>
    Members.create(quiet, { email: `${randomUUID().slice(0, 12)}@bench.test`, firstName, lastName, memberships, ...extra });
  const admin = await make([Membership.Admin], 'Ada', 'Admin');
  const [seller, other] = [await make([Membership.SalesRep], 'Sam', 'Before'), await make([Membership.SalesRep], 'Olga', 'Other')];
  const centers = await Promise.all(
    Array.from({ length: CENTERS }, (_, i) => make([Membership.HarvestCenter], 'Clinic', `Center${i}`, { company: `Clinic ${i}` })),
  );
  await projector.settle();
  await projector.stop();

  // The sales, as a checkout's settle leaves them once projected: each record, its entries and its counters.
  const tableStream = (StreamEnabled: boolean) =>
    request.client.send(
      new UpdateTableCommand({
        TableName: resources.tableName,
        StreamSpecification: StreamEnabled ? { StreamEnabled, StreamViewType: 'NEW_AND_OLD_IMAGES' } : { StreamEnabled },
      }),
    );
  await tableStream(false);
  const seedStarted = performance.now();
  const names = new Map<number, MemberRecord>([seller, other, ...centers].map((m) => [m.memberId, m]));
  const end = Date.now() - DAY;
  const total = SALES + OTHER_SALES;
  const saleOf = (i: number) =>
    paidSale(domain.domainId, i, new Date(end - Math.floor((i * 730 * DAY) / total)).toISOString(), {
      salesRepId: i <= SALES ? seller.memberId : other.memberId,
      harvestCenterId: centers[i % CENTERS]!.memberId,
      buyerId: centers[i % CENTERS]!.memberId,
      productId: 1,
    });
  const seeded = await writeSales(request.core, domain.domainId, total, saleOf, (t) =>
    transactionText(
      t,
      searchNames(t, (id) => names.get(id)),
    ),
  );
  console.log(`Seeded ${total} sales (${SALES} naming the rep): ${seeded} items in ${seconds(performance.now() - seedStarted)}.`);
  await tableStream(true);

  // A new projector on the new stream: it sees only what happens from now on.
  projected = meteredCore(env);
  const batches: number[] = [];
  let longest = 0;
  projector = await startProjector({
    core: projected.core,
    dynamoEndpoint: emulators.endpoints.dynamodb,
    tableName: resources.tableName,
    idleMs: 20,
    onBatch: (_records, ms) => {
      batches.push(ms);
      longest = Math.max(longest, ms);
    },
  });
  const adminCtx: MemberCtx = { ...ctx, caller: admin, member: admin };
  const report = (kind: TransactionReportKind, owner: number | undefined, search?: string) =>
    Reports.page(adminCtx, kind, owner, search === undefined ? {} : { search }, 25);
  const probes = {
    "the rep's report": () => report('sales_rep', seller.memberId),
    "the domain's report": () => report('all', undefined),
    "another rep's report": () => report('sales_rep', other.memberId),
  };
  const seen = Object.fromEntries(Object.keys(probes).map((k) => [k, { reads: 0, updating: 0, failed: 0, slowest: 0 }]));

  request.meter.reset();
  const started = performance.now();
  await Members.patch(ctx, seller.memberId, { lastName: 'Afterwards' });
  const answered = performance.now() - started;
  const requestWritten = request.meter.written;
  let done = false;
  const settled = projector.settle().finally(() => void (done = true));
  // A line a minute: a run of hours says how far it got.
  const progress = setInterval(
    () =>
      console.log(
        `  ${seconds(performance.now() - started)}: ${projected.meter.written} items in ${batches.length} batches (longest ${seconds(longest)}); ` +
          Object.entries(seen)
            .map(([name, s]) => `${name} "updating" ${s.updating} of ${s.reads} (${s.failed} failed, slowest ${s.slowest.toFixed(0)} ms)`)
            .join(', '),
      ),
    60_000,
  );
  while (!done) {
    await Promise.all(
      Object.entries(probes).map(async ([name, read]) => {
        const t = performance.now();
        const s = seen[name]!;
        try {
          const page = await read();
          s.reads++;
          if (page.updating) s.updating++;
        } catch {
          s.failed++;
        }
        s.slowest = Math.max(s.slowest, performance.now() - t);
      }),
    );
    await Promise.race([settled, sleep(2000)]);
  }
  await settled;
  clearInterval(progress);
  const carried = performance.now() - started;
  await projector.stop();

  const afterwards = await report('all', undefined, 'afterwards');
  const before = await report('all', undefined, 'before');
  const listed = await countOf(ctx.db, domain.domainId, ReportList.axis('salesRepId', seller.memberId));
  const sorted = [...batches].sort((a, b) => a - b);
  console.log(
    [
      '',
      `Rename of a rep named on ${SALES} sales: the request wrote ${requestWritten} items in ${answered.toFixed(0)} ms; ` +
        `the projector ${projected.meter.written} items in ${batches.length} batches over ${seconds(carried)} ` +
        `(batch median ${seconds(sorted[Math.floor(sorted.length / 2)] ?? 0)}, longest ${seconds(longest)}).`,
      ...Object.entries(seen).map(
        ([name, s]) => `  ${name}: read ${s.reads} times during it (${s.failed} failed), "updating" ${s.updating} of them, slowest ${s.slowest.toFixed(0)} ms`,
      ),
      `Afterwards: the rep's list counts ${listed}; a search for the new name finds ${afterwards.count}${afterwards.count_at_least ? ' or more' : ''} ` +
        `(first page ${afterwards.results.length} rows, all the rep's: ${afterwards.results.every((r) => r.sales_rep?.id === seller.memberId)}), ` +
        `for the old name ${before.count}.`,
    ].join('\n'),
  );
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
