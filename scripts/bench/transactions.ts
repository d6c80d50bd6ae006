/**
 * `npm run bench:transactions`: how the transaction reports' cost grows with the domain. Generates
 * domains of 1k and 100k paid transactions (BENCH_SIZES chooses; 1M is `BENCH_SIZES=1000,1000000`),
 * written straight to the table with the report entries and counters a checkout writes, then times
 * (median of 5 after a warm-up) the first and a middle page of each report screen, each admin filter,
 * a day range, a search and a combination, the count of a range, and a full CSV and XLSX export of
 * the domain (each in a process of its own, so its peak memory is its own), and prints the growth
 * ratios, then the XLSX export's last pass alone on generated CSVs of 1k and 1M rows (BENCH_PASS_ROWS).
 * Not a test: figures depend on the machine. BENCH_EXPORT_HEAP_MB caps the export processes'
 * heap (as a Lambda's memory would): an export that held its rows would then fail rather than grow.
 *
 * Each list is a partition of its own (`domainId` and `list`) and a Query costs what its own partition
 * holds, so the bench writes every transaction's record, its entry in the domain's list, and its
 * entries in the lists of the "big" rep, manager, distributor, center, referral center, patient and
 * product, of the pairs of the big rep and patient with the big product, and of the trigram postings
 * the timed searches read (each holds a tenth or more of the domain, so they grow with it), with
 * their counters; the other members' lists and postings would change no figure and only make a
 * large domain take hours to write.
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Membership, type TransactionReportKind } from '@portal/contracts';
import { configFromEnv, createCore, ExportJobs, Paging, Reports, type DomainCtx, type MemberCtx, type MemberRecord } from '../../packages/core/src';
import type { ListKey } from '../../packages/core/src/db/entries';
import { evenGramsOf } from '../../packages/core/src/search/grams';
import { positionOf, ReportList } from '../../packages/core/src/transactions/report-lists';
import { searchNames, transactionText } from '../../packages/core/src/transactions/report-search';
import { planReport } from '../../packages/core/src/transactions/report-plan';
import { countOf } from '../../packages/core/src/transactions/report-read';
import { exportHeaders, transactionLayout, xlsxFromCsv } from '../../packages/core/src/transactions/exports';
import { reportQuery, type ReportRequest } from '../../packages/core/src/transactions/report-pages';
import type { TransactionRecord } from '../../packages/core/src/transactions/transactions';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { benchPorts } from '../local/ports';
import { putAll } from './put';
import { paidSale, writeSales } from './sales';

const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const RUNS = 5;
const DAY = 86_400_000;
/** Member ids per role, apart. */
const ROLE = { rep: 1_000_000, manager: 2_000_000, distributor: 3_000_000, center: 4_000_000, rhc: 5_000_000, patient: 6_000_000, admin: 7_000_000 } as const;
const BIG = {
  rep: ROLE.rep + 1,
  manager: ROLE.manager + 1,
  distributor: ROLE.distributor + 1,
  center: ROLE.center + 1,
  rhc: ROLE.rhc + 1,
  patient: ROLE.patient + 1,
  product: 1,
};
const PRODUCTS = [1, 2, 13, 14, 3, 4];
const ADMIN = ROLE.admin + 1;

/** The parties of transaction `i` of a domain of `n`: the big ones take a tenth (or more) of the sales. */
function partiesOf(i: number, n: number) {
  const reps = Math.max(10, Math.round(n / 500));
  const centers = Math.max(10, Math.round(n / 200));
  const rhcs = Math.max(5, Math.round(n / 1000));
  const patients = Math.max(50, Math.round(n / 5));
  const rep = i % 10 === 0 ? 1 : 2 + (i % (reps - 1));
  const manager = rep === 1 || rep % 5 === 0 ? 1 : 2 + (rep % Math.max(2, Math.round(reps / 10)));
  return {
    salesRepId: ROLE.rep + rep,
    salesManagerId: ROLE.manager + manager,
    salesDistributorId: ROLE.distributor + (manager % 3 === 1 ? 1 : 2),
    harvestCenterId: ROLE.center + (i % 10 === 1 ? 1 : 2 + (i % (centers - 1))),
    referralHarvestCenterId: i % 3 === 0 ? ROLE.rhc + (i % 30 === 0 ? 1 : 2 + (i % (rhcs - 1))) : undefined,
    patientId: ROLE.patient + (i % 10 === 2 ? 1 : 2 + (i % (patients - 1))),
    productId: PRODUCTS[i % PRODUCTS.length]!,
  };
}

const nameOf = (id: number) =>
  id === BIG.rep ? ['Kerry', 'Kessler'] : [['Ana', 'Bea', 'Cal', 'Dov'][id % 4]!, ['Moreau', 'Nguyen', 'Ortiz', 'Patel', 'Quinn'][id % 5]!];
const bigLists = new Set([
  ReportList.all(),
  ReportList.axis('salesRepId', BIG.rep),
  ReportList.axis('salesManagerId', BIG.manager),
  ReportList.axis('salesDistributorId', BIG.distributor),
  ReportList.axis('harvestCenterId', BIG.center),
  ReportList.axis('referralHarvestCenterId', BIG.rhc),
  ReportList.axis('patientId', BIG.patient),
  ReportList.axis('productId', BIG.product),
  ReportList.pair('salesRepId', BIG.rep, BIG.product),
  ReportList.pair('salesRepId', BIG.rep, BIG.manager, 'salesManagerId'),
  // The postings of the timed searches (kess, kessl, kessle, kessler, essle): a sale keeps those of the trigrams at even positions.
  ...evenGramsOf(' kessler ').map(ReportList.search),
]);

interface Generated {
  ctx: DomainCtx;
  admin: MemberCtx;
  n: number;
  middleAll: TransactionRecord;
  middleRep: TransactionRecord;
  end: string;
}

function recordOf(domainId: number, i: number, n: number, start: number, span: number): TransactionRecord {
  const parties = partiesOf(i, n);
  return paidSale(domainId, i, new Date(start + Math.floor((i * span) / n)).toISOString(), {
    ...parties,
    buyerId: parties.harvestCenterId,
    transactionNote: i % 7 === 0 ? '=SUM(A1:A2) checked' : '',
  });
}

async function generate(core: ReturnType<typeof createCore>, domainId: number, n: number): Promise<Generated> {
  // The domain's record too: an export job, like the job function, finds its domain by id.
  const domain = {
    domainId,
    identifier: `txbench${n}`,
    name: `Tx Bench ${n}`,
    url: 'http://bench.localhost',
    emailSender: 'bench@bench.test',
    emailNotifications: 'bench@bench.test',
    updatedAt: new Date().toISOString(),
  };
  await core.db.entities.domain.put(domain).go();
  const ctx: DomainCtx = { ...core, domain: domain as DomainCtx['domain'] };
  const started = performance.now();
  const end = Date.now() - DAY;
  const span = 730 * DAY;
  const start = end - span;
  // The members the transactions name (and an admin), so the rows read them as the API does.
  const ids = new Set<number>([ADMIN]);
  for (let i = 1; i <= n; i++) for (const id of Object.values(partiesOf(i, n))) if (typeof id === 'number' && id > 1000) ids.add(id);
  const membershipOf = (id: number) =>
    [
      Membership.SalesRep,
      Membership.SalesManager,
      Membership.SalesDistributor,
      Membership.HarvestCenter,
      Membership.ReferralHarvestCenter,
      Membership.Patient,
      Membership.Admin,
    ][Math.floor(id / 1_000_000) - 1]!;
  const members = [...ids].map((id) => {
    const [firstName, lastName] = nameOf(id);
    return {
      domainId,
      memberId: id,
      email: `m${id}@bench.test`,
      identityUsername: `d${domainId}-m${id}`,
      firstName: firstName!,
      lastName: lastName!,
      company: id >= ROLE.center && id < ROLE.patient ? `Clinic ${id}` : '',
      memberships: [membershipOf(id)],
      dateJoined: new Date(start).toISOString(),
    };
  });
  await putAll(core.db.entities.member, members);
  const byId = new Map(members.map((m) => [m.memberId, m]));
  const written =
    members.length +
    (await writeSales(
      core,
      domainId,
      n,
      (i) => recordOf(domainId, i, n, start, span),
      (t) =>
        transactionText(
          t,
          searchNames(t, (id) => byId.get(id)),
        ),
      (list) => bigLists.has(list as ListKey),
    ));
  console.log(`  ${n} transactions: ${written} items in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const admin = members.find((m) => m.memberId === ADMIN)! as unknown as MemberRecord;
  const repIds = Array.from({ length: n }, (_, k) => k + 1).filter((i) => partiesOf(i, n).salesRepId === BIG.rep);
  return {
    ctx,
    admin: { ...ctx, caller: admin, member: admin },
    n,
    middleAll: recordOf(domainId, Math.round(n / 2), n, start, span),
    middleRep: recordOf(domainId, repIds[Math.floor(repIds.length / 2)]!, n, start, span),
    end: new Date(end).toISOString().slice(0, 10),
  };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

function calls(g: Generated): [string, () => Promise<unknown>][] {
  const page = (kind: TransactionReportKind, owner: number | undefined, q: ReportRequest, middle?: TransactionRecord) => async () => {
    let cursor: string | undefined;
    if (middle) {
      const scope = kind === 'all' ? {} : { [Reports.reportScopes[kind].axis]: owner };
      cursor = Paging.encodeTextCursor((await planReport(g.ctx, reportQuery(kind, scope, q))).signature, positionOf(middle));
    }
    const found = await Reports.page(g.admin, kind, owner, { ...q, cursor }, 10);
    if (!found.results.length) throw new Error(`empty page: ${kind} ${JSON.stringify(q)}`);
  };
  const month = { date_after: `${g.end.slice(0, 7)}-01`, date_before: g.end };
  const year = { date_after: `${Number(g.end.slice(0, 4)) - 1}${g.end.slice(4)}`, date_before: g.end };
  return [
    ['all transactions, first page', page('all', undefined, {})],
    ['all transactions, middle page', page('all', undefined, {}, g.middleAll)],
    ['filter sales rep', page('all', undefined, { sales_rep_id: BIG.rep })],
    ['filter sales rep, middle page', page('all', undefined, { sales_rep_id: BIG.rep }, g.middleRep)],
    ['filter sales manager', page('all', undefined, { sales_manager_id: BIG.manager })],
    ['filter sales distributor', page('all', undefined, { sales_distributor_id: BIG.distributor })],
    ['filter harvest center', page('all', undefined, { harvest_center_id: BIG.center })],
    ['filter referral center', page('all', undefined, { referral_harvest_center_id: BIG.rhc })],
    ['filter patient', page('all', undefined, { patient_id: BIG.patient })],
    ['filter product', page('all', undefined, { product_id: BIG.product })],
    ['date range (last month)', page('all', undefined, month)],
    ['sales rep + date range', page('all', undefined, { sales_rep_id: BIG.rep, ...month })],
    ['search, one trigram', page('all', undefined, { search: 'ssl' })],
    ['search, one word of 5', page('all', undefined, { search: 'kessl' })],
    ['search, one longer word', page('all', undefined, { search: 'kessler' })],
    ['search, inside a word', page('all', undefined, { search: 'essle' })],
    ['sales rep + product (combination)', page('all', undefined, { sales_rep_id: BIG.rep, product_id: BIG.product })],
    ['sales rep + sales manager (combination)', page('all', undefined, { sales_rep_id: BIG.rep, sales_manager_id: BIG.manager })],
    ['search + a year', page('all', undefined, { search: 'kessler', ...year })],
    ['search + product', page('all', undefined, { search: 'kessler', product_id: BIG.product })],
    ['sales rep + product + date range', page('all', undefined, { sales_rep_id: BIG.rep, product_id: BIG.product, ...year })],
    ['patient + product + date range', page('all', undefined, { patient_id: BIG.patient, product_id: BIG.product, ...year })],
    ['my-transactions (rep)', page('sales_rep', BIG.rep, {})],
    ['my-transactions, middle page', page('sales_rep', BIG.rep, {}, g.middleRep)],
    ['team-transactions (manager)', page('sales_manager', BIG.manager, {})],
    ['teams-transactions (distributor)', page('sales_distributor', BIG.distributor, {})],
    ['transactions-history (center)', page('harvest_center', BIG.center, {})],
    ['count, one year', async () => countOf(g.ctx, await planReport(g.ctx, reportQuery('all', {}, year)))],
    ['count, rep in one year', async () => countOf(g.ctx, await planReport(g.ctx, reportQuery('sales_rep', { salesRepId: BIG.rep }, year)))],
  ];
}

/** A child process that exports a generated domain's report (or, with `pass`, runs the XLSX pass alone) and says how long it took and its peak memory. */
function exportIn(
  env: NodeJS.ProcessEnv,
  domainId: number,
  n: number,
  format: 'csv' | 'xlsx',
  pass?: { csvKey: string; key: string },
): Promise<{ ms: number; rows: number; peakMb: number }> {
  return new Promise((done, fail) => {
    const heap = process.env.BENCH_EXPORT_HEAP_MB ? [`--max-old-space-size=${process.env.BENCH_EXPORT_HEAP_MB}`] : [];
    const task = pass ? { BENCH_PASS: JSON.stringify({ domainId, ...pass }) } : { BENCH_EXPORT: JSON.stringify({ domainId, n, format }) };
    const child = spawn(process.execPath, [...heap, ...process.execArgv, process.argv[1]!], {
      env: { ...process.env, ...env, ...task },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out.trim().split('\n').at(-1)!)) : fail(new Error(`export exited ${code}: ${out}`))));
  });
}

async function exportChild(spec: { domainId: number; n: number; format: 'csv' | 'xlsx' }) {
  const core = createCore(configFromEnv(process.env));
  const { data: domain } = await core.db.entities.domain.get({ domainId: spec.domainId }).go();
  if (!domain) throw new Error(`no domain ${spec.domainId}`);
  const admin = (await core.db.entities.member.get({ domainId: spec.domainId, memberId: ADMIN }).go()).data as MemberRecord;
  const ctx = { ...core, domain, caller: admin, member: admin };
  const t = performance.now();
  // The export runs as a job in this process (no job function is configured), followed as the page follows it.
  let job = await ExportJobs.start(ctx, spec.format, { report: 'all' });
  while (job.status === 'running') {
    await new Promise((done) => setTimeout(done, 250));
    job = await ExportJobs.read(ctx, job.id);
  }
  if (job.status !== 'done') throw new Error(`export ${job.id} ${job.status}`);
  console.log(JSON.stringify({ ms: performance.now() - t, rows: job.rows, peakMb: process.resourceUsage().maxRSS / 1024 }));
}

/**
 * The CSV an XLSX export gathers, of `n` generated rows with the admin's columns, streamed into
 * storage at `key` (a million rows are about 130 MB): what the XLSX pass alone is measured on.
 */
async function storeRowsCsv(ctx: DomainCtx, key: string, n: number) {
  const { stringify } = await import('csv-stringify/sync');
  async function* text() {
    yield Buffer.from(stringify([exportHeaders('admin')], { bom: true }));
    for (let from = 1; from <= n; from += 1000) {
      const rows = [];
      for (let i = from; i < Math.min(n + 1, from + 1000); i++) {
        const [first, last] = nameOf(ROLE.patient + (i % 997));
        rows.push([
          i,
          '03/14/2026',
          `${first} ${last}${i % 997}`,
          `Clinic ${i % 50}`,
          '',
          '',
          'Kerry Kessler',
          'Ana Moreau',
          'Bea Nguyen',
          'Product 2',
          1,
          '150.00',
          i % 9 ? '' : 'SPRING10',
          i % 9 ? '0.00' : '15.00',
          i % 2 ? 'Yes' : 'No',
          i % 5 ? '' : 'Paid by check',
        ]);
      }
      yield Buffer.from(stringify(rows));
    }
  }
  await ctx.providers.media.upload(key, Readable.from(text()), 'text/csv; charset=utf-8');
}

/** A child process that turns a stored CSV of rows into the XLSX (the export's last pass) and says how long it took and its peak memory. */
async function passChild(spec: { domainId: number; csvKey: string; key: string }) {
  const core = createCore(configFromEnv(process.env));
  const { data: domain } = await core.db.entities.domain.get({ domainId: spec.domainId }).go();
  const t = performance.now();
  const rows = await xlsxFromCsv({ ...core, domain: domain as DomainCtx['domain'] }, spec.csvKey, spec.key, transactionLayout);
  console.log(JSON.stringify({ ms: performance.now() - t, rows, peakMb: process.resourceUsage().maxRSS / 1024 }));
}

if (process.env.BENCH_EXPORT) {
  await exportChild(JSON.parse(process.env.BENCH_EXPORT));
  process.exit(0);
}
if (process.env.BENCH_PASS) {
  await passChild(JSON.parse(process.env.BENCH_PASS));
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-txbench-'));
const base = Number(process.env.BENCH_PORT ?? 31_100);
const emulators = await startEmulators({
  ports: benchPorts(base),
  dataDir,
  inMemory: true,
});
try {
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'bench');
  const core = createCore(configFromEnv(env));
  console.log('Generating domains…');
  const domains: Generated[] = [];
  for (const [i, size] of sizes.entries()) domains.push(await generate(core, 9100 + i, size));
  const rows: string[][] = [];
  const ratio = (xs: number[]) => `${(xs.at(-1)! / xs[0]!).toFixed(2)}x`;
  for (const [index, [name]] of calls(domains[0]!).entries()) {
    const times = [];
    for (const g of domains) times.push(await median(calls(g)[index]![1]));
    rows.push([name, ...times.map((t) => `${t.toFixed(1)} ms`), ratio(times)]);
  }
  // BENCH_EXPORTS=0 leaves the exports out (minutes at 100k) when only the report calls changed.
  for (const format of process.env.BENCH_EXPORTS === '0' ? [] : (['csv', 'xlsx'] as const)) {
    const runs = [];
    for (const g of domains) runs.push(await exportIn(env, g.ctx.domain.domainId, g.n, format));
    rows.push([`export ${format.toUpperCase()}, time (rows)`, ...runs.map((r) => `${(r.ms / 1000).toFixed(1)} s (${r.rows})`), ratio(runs.map((r) => r.ms))]);
    rows.push([`export ${format.toUpperCase()}, peak memory`, ...runs.map((r) => `${r.peakMb.toFixed(0)} MB`), ratio(runs.map((r) => r.peakMb))]);
  }
  const sizeName = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1000}k`);
  const table = (header: string[], body: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
  };
  table(['call', ...sizes.map(sizeName), `ratio ${sizeName(sizes.at(-1)!)}/${sizeName(sizes[0]!)}`], rows);

  // The XLSX pass alone, on generated CSVs of rows (BENCH_PASS_ROWS, e.g. 1000,1000000; 0 leaves it out): a
  // million-row export's pass without a million-row domain, which takes hours to write here.
  const passSizes = (process.env.BENCH_PASS_ROWS ?? '1000,1000000').split(',').map(Number).filter(Boolean);
  if (passSizes.length) {
    const runs = [];
    const g = domains[0]!;
    for (const n of passSizes) {
      const key = `exports/d${g.ctx.domain.domainId}/bench-pass-${n}.xlsx`;
      await storeRowsCsv(g.ctx, `${key}.rows.csv`, n);
      runs.push(await exportIn(env, g.ctx.domain.domainId, n, 'xlsx', { csvKey: `${key}.rows.csv`, key }));
    }
    table(
      ['XLSX pass alone', ...passSizes.map((n) => `${sizeName(n)} rows`), `ratio ${sizeName(passSizes.at(-1)!)}/${sizeName(passSizes[0]!)}`],
      [
        ['time (rows)', ...runs.map((r) => `${(r.ms / 1000).toFixed(1)} s (${r.rows})`), ratio(runs.map((r) => r.ms))],
        ['peak memory', ...runs.map((r) => `${r.peakMb.toFixed(0)} MB`), ratio(runs.map((r) => r.peakMb))],
      ],
    );
  }
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
