/**
 * `npm run bench:writes`: what each kind of write costs on the request path and in the projector.
 * Starts the emulators in memory and the local projector, then for each operation (create a member,
 * edit one, move a rep with 1,000 patients, add a document, record a sale, rename a member named on
 * 1,000 sales) prints the DynamoDB
 * items written by the request and by the projector, the request's time against its storage floor
 * (the same number of items written by raw calls in this run), and the projector's lag (median and
 * p99 from a change to its projection) under 20 member edits a second. A script, not a timed test:
 * figures depend on the machine. BENCH_PATIENTS sets the moved rep's team (1000), BENCH_SALES the
 * renamed member's sales (1000), BENCH_LAG_RATES the rates of the lag runs (2 and 20 a second). The lag is timed by
 * reading, every 25 ms, the posting each edit adds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Membership } from '@portal/contracts';
import { TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { Members, Reports, type DomainCtx } from '../../packages/core/src';
import { countOf } from '../../packages/core/src/db/counters';
import { idPosition } from '../../packages/core/src/db/entries';
import { keepSigned } from '../../packages/core/src/documents/signing';
import { MemberList, memberText } from '../../packages/core/src/members/member-lists';
import { gramsOf } from '../../packages/core/src/search/grams';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { benchPorts } from '../local/ports';
import { startProjector } from '../local/projector';
import { meteredCore } from './meter';
import { benchDomain } from './sales';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1000);
const SALES = Number(process.env.BENCH_SALES ?? 1000);
/** Renames a second the lag is measured at. */
const RATES = (process.env.BENCH_LAG_RATES ?? '2,20').split(',').map(Number);
/** The burst of creates: so many a second for so many seconds (BENCH_BURST=200,60; 0 leaves it out). */
const [BURST_RATE = 0, BURST_SECONDS = 0] = (process.env.BENCH_BURST ?? '200,60').split(',').map(Number);
const RUNS = 20;
const base = Number(process.env.BENCH_PORT ?? 31200);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-writes-'));
const ports = benchPorts(base);
const emulators = await startEmulators({ ports, dataDir, inMemory: true });

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

try {
  const resources = await bootstrap(emulators.endpoints);
  const env = apiEnvironment(emulators.endpoints, resources, 'bench');
  const request = meteredCore(env);
  const projected = meteredCore(env);
  // A pass that fails logs a line starting "Projector:" (its batch is read again): the burst counts them.
  let failedPasses = 0;
  const projector = await startProjector({
    core: projected.core,
    dynamoEndpoint: emulators.endpoints.dynamodb,
    tableName: resources.tableName,
    idleMs: 20,
    log: (line) => void (line.startsWith('Projector:') && failedPasses++),
  });
  const ctx = await benchDomain(request.core);
  const { domain } = ctx;
  const make = (memberships: number[], extra: Partial<Members.NewMember> = {}) =>
    Members.create(ctx, {
      email: `${randomUUID().slice(0, 12)}@bench.test`,
      firstName: 'Bench',
      lastName: 'Member',
      memberships,
      password: 'Portal-Demo-1',
      ...extra,
    });
  const [lab, distributor, manager, otherManager, center] = [await make([1]), await make([8]), await make([6]), await make([6]), await make([4])];
  await Members.patch(ctx, manager.memberId, { salesDistributorId: distributor.memberId });
  const rep = await make([3], { salesManagerId: manager.memberId, salesDistributorId: distributor.memberId });
  // A patient's links: its manager and distributor are its rep's, read through.
  const links = { labId: lab.memberId, harvestCenterId: center.memberId, salesRepId: rep.memberId };
  await projector.settle();

  /** Raw TransactWriteItems of `items` small puts (up to 100 at a time): the storage floor of writing that many items. */
  const floor = async (items: number) => {
    const started = performance.now();
    for (let left = items; left > 0; left -= 100)
      await request.client.send(
        new TransactWriteItemsCommand({
          TransactItems: Array.from({ length: Math.min(100, left) }, () => ({
            Put: { TableName: resources.tableName, Item: { pk: { S: `floor#${randomUUID()}` }, sk: { S: 'x' }, v: { S: 'a'.repeat(200) } } },
          })),
        }),
      );
    return performance.now() - started;
  };

  const rows: string[][] = [];
  const hotLines: string[] = [];
  async function measure(name: string, run: (i: number) => Promise<unknown>, runs = RUNS) {
    const times: number[] = [];
    let written = 0;
    let projectorWritten = 0;
    for (let i = 0; i < runs; i++) {
      await projector.settle();
      request.meter.reset();
      projected.meter.reset();
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
      written += request.meter.written;
      await projector.settle();
      projectorWritten += projected.meter.written;
    }
    const perRun = Math.round(written / runs);
    const floorTimes = [];
    for (let i = 0; i < Math.min(runs, 10); i++) floorTimes.push(await floor(perRun));
    rows.push([
      name,
      String(perRun),
      String(Math.round(projectorWritten / runs)),
      ms(quantile(times, 0.5)),
      ms(quantile(floorTimes, 0.5)),
      `${(quantile(times, 0.5) / quantile(floorTimes, 0.5)).toFixed(1)}x`,
    ]);
  }

  // The identity provider's call is not storage: the create is timed without it.
  const withoutIdentity: DomainCtx = { ...ctx, providers: { ...ctx.providers, identity: { ...ctx.providers.identity, createUser: async () => {} } } };
  await measure('create a patient (3 links, its team through its rep; identity call apart)', () =>
    Members.create(withoutIdentity, { email: `${randomUUID().slice(0, 12)}@bench.test`, firstName: 'Bench', lastName: 'Member', memberships: [2], ...links }),
  );
  const patient = await make([2], links);
  await measure('edit a member (rename)', (i) => Members.patch(ctx, patient.memberId, { firstName: `Renamed${i}` }));
  await measure('add a document', () =>
    keepSigned(ctx, {
      documentId: `doc-${randomUUID()}`,
      title: 'Consent',
      kind: 'processing',
      audience: 'patient',
      signerName: 'Bench Member',
      signerEmail: 'bench@bench.test',
      hcId: center.memberId,
      hcCompany: 'Bench Clinic',
      patientId: patient.memberId,
    }),
  );
  await measure('record a sale', () =>
    Reports.recordSale(ctx, {
      date: new Date().toISOString(),
      productId: 1,
      patientId: patient.memberId,
      harvestCenterId: center.memberId,
      salesRepId: rep.memberId,
      salesManagerId: manager.memberId,
      salesDistributorId: distributor.memberId,
    }),
  );

  // A sale naming members of distinct names, as a real one does (the one above names five "Bench Member"s, whose
  // trigrams a sale posts once): what a million such sales cost in item writes and in the items they keep.
  const [named, namedPatient] = await (async () => {
    const d = await make([8], { firstName: 'Erik', lastName: 'Larsen', company: 'Nordic Bio' });
    const m = await make([6], { firstName: 'Chidi', lastName: 'Okafor', salesDistributorId: d.memberId });
    const r = await make([3], { firstName: 'Robert', lastName: 'Thompson', salesManagerId: m.memberId, salesDistributorId: d.memberId });
    const h = await make([4], { firstName: 'Anh', lastName: 'Nguyen', company: 'Sunrise Clinic' });
    const p = await make([2], { firstName: 'Maria', lastName: 'Garcia', harvestCenterId: h.memberId, salesRepId: r.memberId, labId: lab.memberId });
    return [{ harvestCenterId: h.memberId, salesRepId: r.memberId, salesManagerId: m.memberId, salesDistributorId: d.memberId }, p] as const;
  })();
  await projector.settle();
  request.meter.reset();
  projected.meter.reset();
  await Reports.recordSale(ctx, { date: new Date().toISOString(), productId: 1, patientId: namedPatient.memberId, ...named });
  await projector.settle();
  const saleWrites = request.meter.written + projected.meter.written;
  const saleBytes = request.meter.putBytes + projected.meter.putBytes;
  hotLines.push(
    `A sale naming five members of distinct names: ${request.meter.written} items written by the request, ${projected.meter.written} by the projector; ` +
      `it keeps ${saleBytes.toLocaleString('en-US')} bytes in the items it puts (its record and entries; counters are shared). ` +
      `A million such sales: ${saleWrites} million item writes, ${((saleBytes * 1e6) / 1e9).toFixed(1)} GB kept.`,
  );

  // A rep with PATIENTS patients moves to another manager: the request writes the rep; the projector its team.
  const mover = await make([3], { salesManagerId: manager.memberId, salesDistributorId: distributor.memberId });
  await projector.settle();
  request.meter.reset();
  projected.meter.reset();
  for (let i = 0; i < PATIENTS; i += 25)
    await Promise.all(Array.from({ length: Math.min(25, PATIENTS - i) }, () => make([2], { ...links, salesRepId: mover.memberId })));
  await projector.settle();
  // The items those creates share: on DynamoDB, concurrent transactions on one item cancel each other,
  // so none but the id sequence should be written by more than a tenth of them (counters are spread over 16 shards).
  const shared = new Map<string, number>();
  for (const m of [request.meter, projected.meter]) for (const [item, n] of m.writesPerItem) shared.set(item, (shared.get(item) ?? 0) + n);
  const hottest = [...shared].sort((a, b) => b[1] - a[1]).slice(0, 4);
  hotLines.push(
    `${PATIENTS} patient creates into one domain: the items written most (share of the creates): ${hottest.map(([item, n]) => `${item.split(' ').slice(1).join(' ').trim()} ${n} (${((100 * n) / PATIENTS).toFixed(1)}%)`).join('; ')}`,
  );
  request.meter.reset();
  projected.meter.reset();
  const moveStarted = performance.now();
  await Members.patch(ctx, mover.memberId, { salesManagerId: otherManager.memberId, salesDistributorId: undefined });
  const moveAnswered = performance.now() - moveStarted;
  const moveWritten = request.meter.written;
  await projector.settle();
  const moveProjected = performance.now() - moveStarted;
  const moved = await Members.many(ctx, [mover.memberId]);
  rows.push([
    `move a rep with ${PATIENTS} patients`,
    String(moveWritten),
    String(projected.meter.written),
    ms(moveAnswered),
    ms(await floor(moveWritten)),
    `team projected in ${(moveProjected / 1000).toFixed(1)} s${moved[0]?.salesManagerId === otherManager.memberId ? '' : ' (not moved!)'}`,
  ]);

  // A member named on SALES past sales is renamed: the request writes the member; the projector retexts each sale.
  const seller = await make([3], { lastName: 'Before' });
  for (let i = 0; i < SALES; i += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, SALES - i) }, (_, k) =>
        Reports.recordSale(ctx, {
          date: new Date(Date.now() - (i + k) * 3_600_000).toISOString(),
          productId: 1,
          salesRepId: seller.memberId,
          harvestCenterId: center.memberId,
        }),
      ),
    );
  await projector.settle();
  request.meter.reset();
  projected.meter.reset();
  const renameStarted = performance.now();
  await Members.patch(ctx, seller.memberId, { lastName: 'Afterwards' });
  const renameAnswered = performance.now() - renameStarted;
  const renameWritten = request.meter.written;
  await projector.settle();
  const renameProjected = performance.now() - renameStarted;
  rows.push([
    `rename a member named on ${SALES} sales`,
    String(renameWritten),
    String(projected.meter.written),
    ms(renameAnswered),
    ms(await floor(renameWritten)),
    `sales retexted in ${(renameProjected / 1000).toFixed(1)} s`,
  ]);

  // Lag at each rate: edits for 10 s, each timed from its write to its posting in the center's search.
  const lagLines: string[] = [];
  const subject = await make([2], links);
  let previous = memberText(subject);
  for (const rate of RATES) {
    await projector.settle();
    const lags: number[] = [];
    const pending: Promise<void>[] = [];
    const count = rate * 10;
    for (let i = 0; i < count; i++) {
      const name = `Lag${randomUUID().replaceAll('-', '').slice(0, 8)}`;
      // A trigram the new name has and the old one had not: its posting appears once the change is projected.
      const next = memberText({ ...subject, lastName: name });
      const gram = gramsOf(next).find((g) => !gramsOf(previous).includes(g));
      previous = next;
      const started = performance.now();
      await Members.patch(ctx, subject.memberId, { lastName: name });
      if (gram) {
        const list = MemberList.linkedSearch(center.memberId, 'harvestCenterId', Membership.Patient, gram);
        pending.push(
          (async () => {
            for (;;) {
              const { data } = await ctx.db.entities.entry.get({ domainId: domain.domainId, list, position: idPosition(subject.memberId) }).go();
              if (data) return void lags.push(performance.now() - started);
              // Not faster: the pollers would load DynamoDB Local as much as the projector does.
              await sleep(25);
            }
          })(),
        );
      }
      await sleep(Math.max(0, 1000 / rate - (performance.now() - started)));
    }
    await Promise.all(pending.map((p) => Promise.race([p, sleep(60_000)])));
    lagLines.push(
      `Projector lag at ${rate} renames a second (${lags.length} of ${count} seen): median ${ms(quantile(lags, 0.5))}, p99 ${ms(quantile(lags, 0.99))}.`,
    );
  }

  // A burst of patient creates into one center (identity call apart, as above): how many the requests
  // keep up with, whether any fails or any projector pass fails, and how long the projector takes to
  // catch up once the burst ends. The creates start on a clock, not one after the other.
  if (BURST_RATE && BURST_SECONDS) {
    await projector.settle();
    failedPasses = 0;
    const total = BURST_RATE * BURST_SECONDS;
    const burst = await make([4]);
    let failed = 0;
    const inFlight: Promise<unknown>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / BURST_RATE;
      if (due > performance.now()) await sleep(due - performance.now());
      inFlight.push(
        Members.create(withoutIdentity, {
          email: `${randomUUID().slice(0, 12)}@bench.test`,
          firstName: 'Burst',
          lastName: `Member${i}`,
          memberships: [2],
          ...links,
          harvestCenterId: burst.memberId,
        }).catch(() => void failed++),
      );
    }
    await Promise.all(inFlight);
    const answered = (performance.now() - started) / 1000;
    await projector.settle();
    const caughtUp = (performance.now() - started) / 1000;
    const listed = await countOf(ctx.db, domain.domainId, MemberList.linked(burst.memberId, 'harvestCenterId', Membership.Patient));
    lagLines.push(
      `Burst of ${total} patient creates at ${BURST_RATE} a second for ${BURST_SECONDS} s: answered in ${answered.toFixed(1)} s ` +
        `(${(total / answered).toFixed(0)} a second), ${failed} failed; projector passes failed ${failedPasses}; ` +
        `projected ${caughtUp.toFixed(1)} s after the first create (${(caughtUp - answered).toFixed(1)} s after the last answer); ` +
        `the center lists ${listed} patients.`,
    );
  }

  const header = ['operation', 'items (request)', 'items (projector)', 'request', 'storage floor', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  console.log(['', ...lagLines, ...hotLines].join('\n'));
  await projector.stop();
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
