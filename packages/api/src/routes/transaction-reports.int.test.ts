import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  DATE_RANGE_ORDER,
  EXPORT_FAILED,
  FILTERS_ALL_REPORT_ONLY,
  Membership,
  ProductId,
  TRANSACTION_CHANGED,
  TRANSACTION_NOTE_REQUIRED,
  TRANSACTION_UPDATED,
  TRANSACTION_VERSION_MISSING,
  type TransactionPage,
} from '@portal/contracts';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  Audit,
  configFromEnv,
  createCore,
  Domains,
  ExportJobs,
  Members,
  Products,
  Reports,
  type BackgroundTask,
  type Core,
  type MemberRecord,
} from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { beforeProjection, settled } from '../../../../scripts/test/projections';

const h = harness();

/**
 * A word no other test's member carries, so searches and filters see this file's sales only. Its
 * second and third letters count the words made here, so no two of them share a prefix of three
 * letters or more (a search by the first five letters of one never finds another).
 */
let words = 0;
const word = () => {
  const n = words++;
  return `q${'abcdef'[n % 6]}${'abcdef'[Math.floor(n / 6) % 6]}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5)}`;
};

type Sale = Awaited<ReturnType<typeof Reports.recordSale>>;
interface Person {
  member: MemberRecord;
  token: string;
}

async function person(memberships: number[], fields: Members.MemberPatch = {}): Promise<Person> {
  const member = await h.newMember(memberships);
  const patched = await Members.patch(await h.domainCtx(), member.memberId, { lastName: word(), ...fields });
  return { member: patched, token: await h.login(member.email) };
}

/** A sale as a checkout records it: the rep's manager and distributor as they are at the time of sale. */
async function sale(rep: Person, center: Person, date: string, extra: Partial<Reports.Sale> = {}): Promise<Sale> {
  const ctx = await h.domainCtx();
  const now = (await Members.fromId(ctx, rep.member.memberId))!;
  const made = await Reports.recordSale(ctx, {
    date,
    productId: 1,
    harvestCenterId: center.member.memberId,
    salesRepId: now.memberId,
    salesManagerId: now.salesManagerId,
    salesDistributorId: now.salesDistributorId,
    ...extra,
  });
  // The projector puts it in the reports.
  await settled();
  return made;
}

/** Newest first: date, then id. */
const newestFirst = (a: Sale, b: Sale) => (a.date === b.date ? b.transactionId - a.transactionId : a.date < b.date ? 1 : -1);
const idsOf = (sales: Sale[]) => [...sales].sort(newestFirst).map((s) => s.transactionId);

/** Every page of a report, following the cursors: the ids in order and the counts each page gave. */
async function walk(path: string, token: string, query: Record<string, string | number> = {}, size = 3, domain = 'acme') {
  const ids: number[] = [];
  const counts = new Set<number>();
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      page_size: String(size),
      ...(cursor ? { cursor } : {}),
    });
    const res = await h.call('GET', `${path}?${params}`, { domain, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as TransactionPage;
    expect(page.results.length).toBeLessThanOrEqual(size);
    ids.push(...page.results.map((r) => r.id));
    counts.add(page.count);
    cursor = page.next_cursor;
  } while (cursor);
  return { ids, counts: [...counts] };
}

const day = (n: number) => `2026-0${1 + (n % 3)}-${String(10 + (n % 17)).padStart(2, '0')}T${String(n % 24).padStart(2, '0')}:15:00.000Z`;

let admin: string;
let distributor: Person, managerA: Person, managerB: Person, repA: Person, repB: Person, centerA: Person, centerB: Person, rhc: Person, patient: Person;
/** A patient whose last name starts with repA's whole last name: a sale naming both has two words a search of that name starts. */
let kin: Person;

/** An edit of a transaction naming the version an admin read of it, as the edit dialog does. */
async function edit(id: number, change: { commission_paid: boolean; transaction_note: string }, token = admin) {
  const read = await h.call('GET', `transactions/${id}/`, { domain: 'acme', token: admin });
  return h.call('PATCH', `transactions/${id}/`, { domain: 'acme', token, body: { ...change, updated_at: read.body.updated_at } });
}
const sales: Sale[] = [];

beforeAll(async () => {
  admin = await h.demoToken('admin');
  distributor = await person([8]);
  managerA = await person([6], { salesDistributorId: distributor.member.memberId });
  managerB = await person([6]);
  repA = await person([3], { salesManagerId: managerA.member.memberId, salesDistributorId: distributor.member.memberId });
  repB = await person([3], { salesManagerId: managerB.member.memberId });
  centerA = await person([4], { company: `Clinic ${word()}` });
  centerB = await person([4]);
  rhc = await person([5]);
  patient = await person([2]);
  for (let n = 0; n < 14; n++) {
    const rep = n % 3 === 0 ? repB : repA;
    const center = n % 2 ? centerB : centerA;
    sales.push(
      await sale(rep, center, day(n), n % 4 === 0 ? { patientId: patient.member.memberId, referralHarvestCenterId: rhc.member.memberId, productId: 2 } : {}),
    );
  }
  kin = await person([2], { lastName: `${repA.member.lastName}ova` });
  sales.push(await sale(repA, centerB, day(14), { patientId: kin.member.memberId }), await sale(repB, centerB, day(15), { patientId: kin.member.memberId }));
}, 120_000);

describe('transaction reports: scope', () => {
  it('shows each member exactly its own sales, its team’s, its teams’ or its center’s, newest first, paged with the count', async () => {
    const cases: [string, Person, (s: Sale) => boolean][] = [
      [`sales-rep/${repA.member.memberId}/my-transactions/`, repA, (s) => s.salesRepId === repA.member.memberId],
      [`sales-managers/${managerA.member.memberId}/team-transactions/`, managerA, (s) => s.salesManagerId === managerA.member.memberId],
      [`sales-distributors/${distributor.member.memberId}/team-transactions/`, distributor, (s) => s.salesDistributorId === distributor.member.memberId],
      [`harvest-centers/${centerA.member.memberId}/transactions-history/`, centerA, (s) => s.harvestCenterId === centerA.member.memberId],
    ];
    for (const [path, who, mine] of cases) {
      const expected = idsOf(sales.filter(mine));
      expect(expected.length).toBeGreaterThan(3);
      const got = await walk(path, who.token);
      expect(got.ids, path).toEqual(expected);
      expect(got.counts).toEqual([expected.length]);
      // An admin reads the same report by the member's id.
      expect((await walk(path, admin)).ids).toEqual(expected);
    }
  });

  it("refuses another member's report and transactions outside one's scope (404), and another domain's (404)", async () => {
    expect((await h.call('GET', `sales-rep/${repB.member.memberId}/my-transactions/`, { domain: 'acme', token: repA.token })).status).toBe(404);
    expect((await h.call('GET', `harvest-centers/${centerB.member.memberId}/transactions-history/`, { domain: 'acme', token: centerA.token })).status).toBe(
      404,
    );
    const ofB = sales.find((s) => s.salesRepId === repB.member.memberId)!;
    const ofA = sales.find((s) => s.salesRepId === repA.member.memberId)!;
    expect((await h.call('GET', `transactions/${ofB.transactionId}/`, { domain: 'acme', token: repA.token })).status).toBe(404);
    const mine = await h.call('GET', `transactions/${ofA.transactionId}/`, { domain: 'acme', token: repA.token });
    expect(mine.status).toBe(200);
    expect(mine.body.sales_rep.id).toBe(repA.member.memberId);
    const betaAdmin = await h.demoToken('admin', 'beta');
    expect((await h.call('GET', `transactions/${ofA.transactionId}/`, { domain: 'beta', token: betaAdmin })).status).toBe(404);
    expect((await h.call('GET', `sales-rep/${repA.member.memberId}/my-transactions/`, { domain: 'beta', token: betaAdmin })).status).toBe(404);
    const beta = await h.call('GET', `transactions/?sales_rep_id=${repA.member.memberId}`, { domain: 'beta', token: betaAdmin });
    expect(beta.body).toMatchObject({ count: 0, results: [] });
  });

  it('shows each reader only the fields of its view: the sales team no admin notes, a center no commission and no team above its rep', async () => {
    const target = sales.find((s) => s.salesRepId === repA.member.memberId && s.harvestCenterId === centerA.member.memberId)!;
    await edit(target.transactionId, { commission_paid: true, transaction_note: 'Paid with the March run' });
    const rowIn = async (path: string, token: string) => {
      const res = await h.call('GET', `${path}?page_size=100`, { domain: 'acme', token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as TransactionPage).results.find((r) => r.id === target.transactionId)!;
    };
    const sold = {
      id: target.transactionId,
      sales_rep: expect.objectContaining({ id: repA.member.memberId }),
      harvest_center: expect.objectContaining({ id: centerA.member.memberId }),
    };
    const team = {
      commission_paid: true,
      sales_manager: expect.objectContaining({ id: managerA.member.memberId }),
      sales_distributor: expect.objectContaining({ id: distributor.member.memberId }),
    };

    for (const [path, who] of [
      [`sales-rep/${repA.member.memberId}/my-transactions/`, repA],
      [`sales-managers/${managerA.member.memberId}/team-transactions/`, managerA],
      [`sales-distributors/${distributor.member.memberId}/team-transactions/`, distributor],
    ] as const) {
      const row = await rowIn(path, who.token);
      expect(row, path).toMatchObject({ ...sold, ...team });
      expect(row, path).not.toHaveProperty('transaction_note');
    }
    const detail = await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: repA.token });
    expect(detail.body).toMatchObject({ ...sold, ...team });
    expect(Object.keys(detail.body)).not.toEqual(expect.arrayContaining(['transaction_note']));
    expect(detail.body).not.toHaveProperty('transaction_history');

    const centerPath = `harvest-centers/${centerA.member.memberId}/transactions-history/`;
    for (const row of [
      await rowIn(centerPath, centerA.token),
      (await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: centerA.token })).body,
    ]) {
      expect(row).toMatchObject(sold);
      for (const hidden of ['commission_paid', 'sales_manager', 'sales_distributor', 'transaction_note', 'transaction_history'])
        expect(row).not.toHaveProperty(hidden);
      // Nor whom its rep reports to.
      expect(row.sales_rep.sales_manager).toBeNull();
    }
    // Nor may its export sort its sales by the team above the rep (the admin's filters are the all-transactions report's).
    const sorted = await h.call('GET', `transactions/export-csv/?report=harvest_center&sales_manager_id=${managerA.member.memberId}`, {
      domain: 'acme',
      token: centerA.token,
    });
    expect(sorted.status).toBe(400);
    expect(JSON.stringify(sorted.body)).toContain(FILTERS_ALL_REPORT_ONLY);

    // An admin reads every field, in the domain's report and in a member's.
    expect(await rowIn('transactions/', admin)).toMatchObject({
      ...sold,
      ...team,
      transaction_note: 'Paid with the March run',
      sales_rep: expect.objectContaining({ sales_manager: managerA.member.memberId }),
    });
    expect(await rowIn(centerPath, admin)).toMatchObject({ ...sold, ...team, transaction_note: 'Paid with the March run' });
    const full = await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: admin });
    expect(full.body.transaction_history.map((n: { note: string }) => n.note)).toContain('Paid with the March run');
  });

  it('keeps a moved rep’s past sales with the team it sold for (the commission rule)', async () => {
    const rep = await person([3], { salesManagerId: managerA.member.memberId, salesDistributorId: distributor.member.memberId });
    const before = await sale(rep, centerA, '2026-05-01T10:00:00.000Z');
    await Members.patch(await h.domainCtx(), rep.member.memberId, { salesManagerId: managerB.member.memberId });
    const after = await sale(rep, centerA, '2026-05-02T10:00:00.000Z');
    sales.push(before, after);
    const teamA = (await walk(`sales-managers/${managerA.member.memberId}/team-transactions/`, managerA.token, { date_after: '2026-05-01' })).ids;
    const teamB = (await walk(`sales-managers/${managerB.member.memberId}/team-transactions/`, managerB.token, { date_after: '2026-05-01' })).ids;
    expect(teamA).toContain(before.transactionId);
    expect(teamA).not.toContain(after.transactionId);
    expect(teamB).toContain(after.transactionId);
    expect(teamB).not.toContain(before.transactionId);
    expect((await walk(`sales-rep/${rep.member.memberId}/my-transactions/`, rep.token)).ids).toEqual([after.transactionId, before.transactionId]);
  });
});

describe('transaction reports: the demo data', () => {
  it("pages every demo report: the rep's, the manager's, the distributor's, the center's and the admin's", async () => {
    const reports: [string, string][] = [
      ['rep', 'sales-rep/3/my-transactions/'],
      ['manager', 'sales-managers/6/team-transactions/'],
      ['distributor', 'sales-distributors/8/team-transactions/'],
      ['hc', 'harvest-centers/4/transactions-history/'],
      ['admin', 'transactions/'],
    ];
    for (const [role, path] of reports) {
      const res = await h.call('GET', path, { domain: 'beta', token: await h.demoToken(role, 'beta') });
      expect(res.status, path).toBe(200);
      expect(res.body.results, path).toHaveLength(10);
      expect(res.body.count, path).toBeGreaterThan(10);
      expect(res.body.next_cursor, path).not.toBeNull();
    }
    // HC staff read the history of the center they entered, acting as it; not without it.
    const staff = await h.demoToken('staff', 'beta');
    const asCenter = await h.call('GET', 'harvest-centers/4/transactions-history/', { domain: 'beta', token: staff, actingAs: 4 });
    expect(asCenter.status).toBe(200);
    expect(asCenter.body.count).toBeGreaterThan(10);
    expect((await h.call('GET', 'harvest-centers/4/transactions-history/', { domain: 'beta', token: staff })).status).toBe(403);
  });
});

describe('transaction reports: filters, day ranges and search', () => {
  it('answers every filter and range as a reference computed here, in order, with the count', async () => {
    const range = { date_after: '2026-02-01', date_before: '2026-03-14' };
    const inRange = (s: Sale) => s.date.slice(0, 10) >= range.date_after && s.date.slice(0, 10) <= range.date_before;
    const none = () => false;
    const cases: [Record<string, string | number>, (s: Sale) => boolean][] = [
      [{ sales_rep_id: repA.member.memberId }, (s) => s.salesRepId === repA.member.memberId],
      [{ sales_rep_id: repA.member.memberId, ...range }, (s) => s.salesRepId === repA.member.memberId && inRange(s)],
      // Days long before the first sale: counted from the first sale's month on, none before it.
      [{ sales_rep_id: repA.member.memberId, date_after: '1900-01-01' }, (s) => s.salesRepId === repA.member.memberId],
      [{ sales_rep_id: repA.member.memberId, date_before: '1900-01-01' }, none],
      // Ranges counted as the list's total less the days outside them since its first sale (fewer counters than the range's months).
      [{ sales_rep_id: repA.member.memberId, date_after: '2026-01-15' }, (s) => s.salesRepId === repA.member.memberId && s.date.slice(0, 10) >= '2026-01-15'],
      [
        { harvest_center_id: centerA.member.memberId, date_after: '2026-01-20', date_before: '2026-10-30' },
        (s) => s.harvestCenterId === centerA.member.memberId && s.date.slice(0, 10) >= '2026-01-20' && s.date.slice(0, 10) <= '2026-10-30',
      ],
      [
        { harvest_center_id: centerB.member.memberId, date_after: '1900-01-01', date_before: '2026-02-20' },
        (s) => s.harvestCenterId === centerB.member.memberId && s.date.slice(0, 10) <= '2026-02-20',
      ],
      [
        { harvest_center_id: centerB.member.memberId, date_before: '2026-02-20' },
        (s) => s.harvestCenterId === centerB.member.memberId && s.date.slice(0, 10) <= '2026-02-20',
      ],
      [
        { sales_manager_id: managerA.member.memberId, harvest_center_id: centerA.member.memberId },
        (s) => s.salesManagerId === managerA.member.memberId && s.harvestCenterId === centerA.member.memberId,
      ],
      [{ sales_distributor_id: distributor.member.memberId, product_id: 2 }, (s) => s.salesDistributorId === distributor.member.memberId && s.productId === 2],
      [{ patient_id: patient.member.memberId }, (s) => s.patientId === patient.member.memberId],
      [{ referral_harvest_center_id: rhc.member.memberId, ...range }, (s) => s.referralHarvestCenterId === rhc.member.memberId && inRange(s)],
      [{ sales_rep_id: repA.member.memberId, sales_manager_id: managerB.member.memberId }, none],
      // repA's last name is longer than 6 characters: counted from its word counts, once for the sale that also names kin.
      [{ search: repA.member.lastName }, (s) => s.salesRepId === repA.member.memberId || s.patientId === kin.member.memberId],
      [{ search: repA.member.lastName.slice(0, 7) }, (s) => s.salesRepId === repA.member.memberId || s.patientId === kin.member.memberId],
      [{ search: `${repA.member.lastName}o` }, (s) => s.patientId === kin.member.memberId],
      [
        { search: `${centerA.member.company} ${repB.member.lastName.slice(0, 5)}` },
        (s) => s.harvestCenterId === centerA.member.memberId && s.salesRepId === repB.member.memberId,
      ],
      // repB sells in January only (n % 3 === 0).
      [
        { search: repB.member.lastName, date_after: '2026-01-12', date_before: '2026-01-20' },
        (s) => s.salesRepId === repB.member.memberId && s.date >= '2026-01-12' && s.date.slice(0, 10) <= '2026-01-20',
      ],
      // Words of 5 and 6 characters (each its own list), a longer word (checked within its 6-character list), with and without a range.
      [{ search: repA.member.lastName.slice(0, 5) }, (s) => s.salesRepId === repA.member.memberId || s.patientId === kin.member.memberId],
      [{ search: repA.member.lastName.slice(0, 6).toUpperCase() }, (s) => s.salesRepId === repA.member.memberId || s.patientId === kin.member.memberId],
      [{ search: `${repA.member.lastName}x` }, none],
      [
        { search: repA.member.lastName.slice(0, 6), ...range },
        (s) => (s.salesRepId === repA.member.memberId || s.patientId === kin.member.memberId) && inRange(s),
      ],
      [
        { search: `${centerA.member.company!.split(' ')[1]!.slice(0, 5)} ${repA.member.lastName}`, date_after: '2026-02-01' },
        (s) => s.harvestCenterId === centerA.member.memberId && s.salesRepId === repA.member.memberId && s.date >= '2026-02-01',
      ],
      // A party with the product: each party axis, with and without a range, and a third filter checked within the pair.
      [{ sales_rep_id: repA.member.memberId, product_id: 2 }, (s) => s.salesRepId === repA.member.memberId && s.productId === 2],
      [
        { sales_rep_id: repB.member.memberId, product_id: 1, date_after: '2026-01-14', date_before: '2026-01-20' },
        (s) => s.salesRepId === repB.member.memberId && s.productId === 1 && s.date >= '2026-01-14' && s.date.slice(0, 10) <= '2026-01-20',
      ],
      [
        { sales_manager_id: managerA.member.memberId, product_id: 1, date_before: '2026-02-20' },
        (s) => s.salesManagerId === managerA.member.memberId && s.productId === 1 && s.date.slice(0, 10) <= '2026-02-20',
      ],
      [
        { sales_distributor_id: distributor.member.memberId, product_id: 1, ...range },
        (s) => s.salesDistributorId === distributor.member.memberId && s.productId === 1 && inRange(s),
      ],
      [
        { harvest_center_id: centerA.member.memberId, product_id: 2, ...range },
        (s) => s.harvestCenterId === centerA.member.memberId && s.productId === 2 && inRange(s),
      ],
      [{ referral_harvest_center_id: rhc.member.memberId, product_id: 2 }, (s) => s.referralHarvestCenterId === rhc.member.memberId && s.productId === 2],
      [
        { patient_id: patient.member.memberId, product_id: 2, date_after: '2026-02-01' },
        (s) => s.patientId === patient.member.memberId && s.productId === 2 && s.date >= '2026-02-01',
      ],
      [{ patient_id: patient.member.memberId, product_id: 1 }, none],
      [
        { sales_rep_id: repA.member.memberId, product_id: 1, harvest_center_id: centerB.member.memberId, ...range },
        (s) => s.salesRepId === repA.member.memberId && s.productId === 1 && s.harvestCenterId === centerB.member.memberId && inRange(s),
      ],
    ];
    for (const [query, match] of cases) {
      const expected = idsOf(sales.filter(match));
      if (match !== none) expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      const got = await walk('transactions/', admin, query);
      expect(got.ids, JSON.stringify(query)).toEqual(expected);
      expect(got.counts, JSON.stringify(query)).toEqual([expected.length]);
    }
  });

  it("finds sales by their product's name as by a member's, in a domain of their own so every match is known", async () => {
    const identifier = `tr-${randomUUID().slice(0, 8)}`;
    const domain = await Domains.create(h.core, {
      identifier,
      name: 'Product Search Test',
      url: `http://${identifier}.localhost`,
      emailSender: `Product Search Test <no-reply@${identifier}.test>`,
      emailNotifications: '',
    });
    await Products.seed(h.core, domain.domainId);
    const ctx = await h.domainCtx(identifier);
    const token = await h.login((await h.newMember([Membership.Admin], identifier)).email);
    const rep = await Members.patch(ctx, (await h.newMember([Membership.SalesRep], identifier)).memberId, { lastName: 'Vialsworth' });
    const made: Sale[] = [];
    const products = [1, 2, 14, 1, 3, 2, 14, 1, 2, 13];
    for (const [n, productId] of products.entries())
      made.push(await Reports.recordSale(ctx, { date: day(n), productId, ...(n === 7 ? { salesRepId: rep.memberId } : {}) }));
    await settled();
    const cases: [Record<string, string>, (s: Sale) => boolean][] = [
      // Order Patient Vials, Pre-Order Vials, and the sale naming the rep Vialsworth.
      [{ search: 'vials' }, (s) => s.productId === ProductId.PatientVials || s.productId === ProductId.PreOrderVials || s.salesRepId === rep.memberId],
      [{ search: 'Pre-Order' }, (s) => s.productId === ProductId.PreOrderVials],
      [{ search: 'processing fee' }, (s) => s.productId === ProductId.ProcessingFee || s.productId === ProductId.ReferralProcessingFee],
      [
        { search: 'essing', date_after: '2026-02-01' },
        (s) => (s.productId === ProductId.ProcessingFee || s.productId === ProductId.ReferralProcessingFee) && s.date >= '2026-02-01',
      ],
      [{ search: 'vialsworth' }, (s) => s.salesRepId === rep.memberId],
      [{ search: 'kits' }, () => false],
    ];
    for (const [query, match] of cases) {
      const expected = idsOf(made.filter(match));
      const got = await walk('transactions/', token, query, 2, identifier);
      expect(got.ids, JSON.stringify(query)).toEqual(expected);
      expect(got.counts, JSON.stringify(query)).toEqual([expected.length]);
    }
  });

  it('counts equal the rows while sales are recorded at the same time', async () => {
    const rep = await person([3], { salesManagerId: managerB.member.memberId });
    const made = await Promise.all(Array.from({ length: 24 }, (_, n) => sale(rep, centerB, `2026-06-${String(1 + (n % 5)).padStart(2, '0')}T08:00:00.000Z`)));
    sales.push(...made);
    const all = await walk(`sales-rep/${rep.member.memberId}/my-transactions/`, rep.token, {}, 10);
    expect(all.ids).toEqual(idsOf(made));
    expect(all.counts).toEqual([24]);
    const some = await walk(`sales-rep/${rep.member.memberId}/my-transactions/`, rep.token, { date_after: '2026-06-02', date_before: '2026-06-03' }, 10);
    expect(some.ids).toEqual(idsOf(made.filter((s) => s.date >= '2026-06-02' && s.date < '2026-06-04')));
    expect(some.counts).toEqual([some.ids.length]);
  });

  it('refuses bad input with a 400', async () => {
    const bad = [
      `transactions/?date_after=2026-03-01&date_before=2026-02-01`,
      `transactions/?sales_rep_id=abc`,
      `transactions/?page_size=0`,
      `transactions/?date_after=2026-02-31`,
      'transactions/?cursor=%7B%22not%22%3A1%7D',
      `sales-rep/${repA.member.memberId}/my-transactions/?cursor=bm90LWEtY3Vyc29y`,
      `transactions/export-csv/?report=everyone`,
    ];
    for (const path of bad) expect((await h.call('GET', path, { domain: 'acme', token: admin })).status, path).toBe(400);
    const order = await h.call('GET', 'transactions/?date_after=2026-03-01&date_before=2026-02-01', { domain: 'acme', token: admin });
    expect(order.body.message).toContain(DATE_RANGE_ORDER);
    // A cursor of one query is not valid for another.
    const first = await h.call('GET', `transactions/?sales_rep_id=${repA.member.memberId}&page_size=2`, { domain: 'acme', token: admin });
    const other = await h.call('GET', `transactions/?sales_rep_id=${repB.member.memberId}&cursor=${first.body.next_cursor}`, { domain: 'acme', token: admin });
    expect(other.status).toBe(400);
  });
});

describe('transaction edit (admins)', () => {
  it('requires the note, adds it to the history with its date, and audits who, when, before and after; amounts do not change', async () => {
    const target = sales[1]!;
    const path = `transactions/${target.transactionId}/`;
    const missing = await edit(target.transactionId, { commission_paid: true, transaction_note: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(TRANSACTION_NOTE_REQUIRED);
    const sneaky = await edit(target.transactionId, { commission_paid: true, transaction_note: 'x', amount_cents: 1 } as never);
    expect(sneaky.status).toBe(400);
    const unversioned = await h.call('PATCH', path, { domain: 'acme', token: admin, body: { commission_paid: true, transaction_note: 'Paid' } });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.message).toContain(TRANSACTION_VERSION_MISSING);
    expect((await edit(target.transactionId, { commission_paid: true, transaction_note: 'Paid' }, repA.token)).status).toBe(403);
    const unchanged = await h.call('GET', path, { domain: 'acme', token: admin });
    expect(unchanged.body).toMatchObject({ commission_paid: false, transaction_note: '', transaction_history: [] });

    const done = await edit(target.transactionId, { commission_paid: true, transaction_note: 'Commission paid by wire' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(TRANSACTION_UPDATED);
    // A form still open on the version before that edit cannot undo it: 409, nothing changed.
    const stale = await h.call('PATCH', path, {
      domain: 'acme',
      token: admin,
      body: { commission_paid: false, transaction_note: 'Not paid', updated_at: unchanged.body.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TRANSACTION_CHANGED);
    expect((await h.call('GET', path, { domain: 'acme', token: admin })).body).toMatchObject({
      commission_paid: true,
      transaction_note: 'Commission paid by wire',
    });
    await edit(target.transactionId, { commission_paid: false, transaction_note: 'Wire returned' });
    const read = await h.call('GET', path, { domain: 'acme', token: admin });
    expect(read.body).toMatchObject({ commission_paid: false, transaction_note: 'Wire returned', amount_cents: target.totalCents });
    expect(read.body.transaction_history.map((n: { note: string }) => n.note)).toEqual(['Commission paid by wire', 'Wire returned']);
    expect(Date.parse(read.body.transaction_history[0].date)).toBeGreaterThan(Date.now() - 60_000);

    const audit = (await Audit.recent(await h.domainCtx(), 200)).filter((a) => a.target === `transaction/${target.transactionId}`);
    expect(audit).toHaveLength(2);
    const adminId = (await Members.fromEmail(await h.domainCtx(), 'admin@acme.test'))!.memberId;
    const first = audit.find((a) => JSON.parse(a.detail!).after.transaction_note === 'Commission paid by wire')!;
    expect(first.actorId).toBe(adminId);
    expect(JSON.parse(first.detail!)).toMatchObject({
      before: { commission_paid: false, transaction_note: '' },
      after: { commission_paid: true, transaction_note: 'Commission paid by wire' },
    });
  });
});

describe('transaction history (admins)', () => {
  it('keeps the last notes on the transaction however often it is edited; the audit log keeps every edit', async () => {
    const { TRANSACTION_HISTORY_KEPT } = Reports;
    const target = await sale(await person([3]), await person([4]), day(5));
    const edits = TRANSACTION_HISTORY_KEPT + 2;
    for (let i = 1; i <= edits; i++)
      expect((await edit(target.transactionId, { commission_paid: i % 2 === 0, transaction_note: `Edit ${i}` })).status).toBe(200);
    const read = await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: admin });
    expect(read.body.transaction_history.map((n: { note: string }) => n.note)).toEqual(
      Array.from({ length: TRANSACTION_HISTORY_KEPT }, (_, k) => `Edit ${k + 3}`),
    );
    const audit = (await Audit.recent(await h.domainCtx(), 500)).filter((a) => a.target === `transaction/${target.transactionId}`);
    expect(audit).toHaveLength(edits);
  });

  it("never drops a note the payment's follow-up adds while an edit is under way: the edit is refused, to be read again", async () => {
    const target = await sale(await person([3]), await person([4]), day(6));
    const domainCtx = await h.domainCtx();
    const me = (await Members.fromEmail(domainCtx, 'admin@acme.test'))!;
    const { updated_at } = (await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: admin })).body;
    // As after-payment.ts notes a patient account it could not create (appended, the version unchanged), just after the edit read the sale.
    const noteMeanwhile = () =>
      domainCtx.db.entities.transaction
        .patch({ domainId: target.domainId, transactionId: target.transactionId })
        .append({ history: [{ note: 'The patient account was not created', date: new Date().toISOString() }] })
        .go();
    const transaction = domainCtx.db.entities.transaction;
    const racing = {
      ...domainCtx,
      db: {
        ...domainCtx.db,
        entities: {
          ...domainCtx.db.entities,
          transaction: Object.assign(Object.create(transaction) as typeof transaction, {
            get: (key: Parameters<typeof transaction.get>[0]) => ({
              go: async (options: { consistent: boolean }) => {
                const read = await transaction.get(key).go(options);
                await noteMeanwhile();
                return read;
              },
            }),
          }),
        },
      },
      caller: me,
      member: me,
    } as unknown as Parameters<typeof Reports.update>[0];
    await expect(Reports.update(racing, target.transactionId, { commission_paid: true, transaction_note: 'Paid', updated_at })).rejects.toMatchObject({
      code: 'conflict',
    });
    // Read again, the edit keeps the note.
    expect((await edit(target.transactionId, { commission_paid: true, transaction_note: 'Paid' })).status).toBe(200);
    const after = await h.call('GET', `transactions/${target.transactionId}/`, { domain: 'acme', token: admin });
    expect(after.body.transaction_history.map((n: { note: string }) => n.note)).toEqual(['The patient account was not created', 'Paid']);
  });
});

describe('transaction reports: totals by commission', () => {
  it("splits the filtered rows' amount by commission paid, exact from the counters and summed on a search, and moves it when an admin marks one paid", async () => {
    const rep = await person([3]);
    const center = await person([4]);
    const made = [await sale(rep, center, day(1)), await sale(rep, center, day(2), { quantity: 2 }), await sale(rep, center, day(3))];
    const sum = (xs: Sale[]) => xs.reduce((total, s) => total + s.totalCents, 0);
    const report = `sales-rep/${rep.member.memberId}/my-transactions/`;
    const totals = async (path: string, token = rep.token) => {
      const { body } = await h.call('GET', path, { domain: 'acme', token });
      return [body.total_amount_cents, body.total_commission_paid_cents, body.total_commission_unpaid_cents];
    };
    expect(await totals(report)).toEqual([sum(made), 0, sum(made)]);

    // Between the edit and its projection, the report says its totals are being updated (and its open lists poll).
    const before = await beforeProjection(async () => {
      expect((await edit(made[1]!.transactionId, { commission_paid: true, transaction_note: 'Paid by check' })).status).toBe(200);
      return (await h.call('GET', report, { domain: 'acme', token: rep.token })).body;
    });
    expect(before).toMatchObject({ updating: true, total_commission_paid_cents: 0 });
    await settled();
    expect((await h.call('GET', report, { domain: 'acme', token: rep.token })).body.updating).toBe(false);
    const paid = [made[1]!];
    const unpaid = [made[0]!, made[2]!];
    // The rep's report (its counters), in a day range (the period counters), and a search (the entries read): each the rows' sums.
    expect(await totals(report)).toEqual([sum(made), sum(paid), sum(unpaid)]);
    const range = `?date_after=${made[1]!.date.slice(0, 10)}&date_before=${made[1]!.date.slice(0, 10)}`;
    expect(await totals(`${report}${range}`)).toEqual([made[1]!.totalCents, made[1]!.totalCents, 0]);
    const searched = await h.call('GET', `transactions/?search=${rep.member.lastName}&page_size=100`, { domain: 'acme', token: admin });
    const rows = searched.body.results as TransactionPage['results'];
    expect(rows.map((r) => r.id).sort()).toEqual(made.map((s) => s.transactionId).sort());
    const rowSum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, r) => total + r.amount_cents, 0);
    expect([searched.body.total_commission_paid_cents, searched.body.total_commission_unpaid_cents]).toEqual([
      rowSum((r) => r.commission_paid === true),
      rowSum((r) => !r.commission_paid),
    ]);
    expect(searched.body.total_commission_paid_cents).toBe(sum(paid));
    // A center's report shows no commission: nor do its totals.
    const ofCenter = await h.call('GET', `harvest-centers/${center.member.memberId}/transactions-history/`, { domain: 'acme', token: center.token });
    expect(ofCenter.body.total_amount_cents).toBe(sum(made));
    expect(ofCenter.body).not.toHaveProperty('total_commission_paid_cents');
    expect(ofCenter.body).not.toHaveProperty('total_commission_unpaid_cents');

    // Unpaid again: the amount moves back.
    expect((await edit(made[1]!.transactionId, { commission_paid: false, transaction_note: 'Check returned' })).status).toBe(200);
    await settled();
    expect(await totals(report)).toEqual([sum(made), 0, sum(made)]);

    // A sale a coupon paid whole, its commission paid: once projected, its page is not updating.
    const free = await sale(rep, center, day(4), { discountCents: 100_000_000 });
    expect(free.totalCents).toBe(0);
    expect((await edit(free.transactionId, { commission_paid: true, transaction_note: 'Nothing to pay' })).status).toBe(200);
    await settled();
    const withFree = (await h.call('GET', report, { domain: 'acme', token: rep.token })).body;
    expect(withFree.results.find((r: { id: number }) => r.id === free.transactionId)).toMatchObject({ commission_paid: true });
    expect(withFree).toMatchObject({ updating: false, total_commission_paid_cents: 0 });
  });
});

describe('transaction exports', () => {
  const fetchFile = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

  /** Starts an export and reads its state every 200 ms, as the page does, until it is done or failed. */
  async function exported(path: string, token: string, harnessed = h) {
    const started = await harnessed.call('GET', path, { domain: 'acme', token });
    if (started.status !== 200) return started;
    let job = started;
    for (let tries = 0; job.body.status === 'running' && tries < 100; tries++) {
      await new Promise((done) => setTimeout(done, 200));
      job = await harnessed.call('GET', `exports/${started.body.id}/`, { domain: 'acme', token });
      expect(job.status, JSON.stringify(job.body)).toBe(200);
    }
    return job;
  }

  it('streams the CSV (BOM, escaped formulas) and the XLSX of a report, named as spec §9 says', async () => {
    const target = sales.find((s) => s.salesRepId === repA.member.memberId)!;
    await edit(target.transactionId, { commission_paid: true, transaction_note: '=HYPERLINK("http://evil.test")' });
    const expected = idsOf(sales.filter((s) => s.salesRepId === repA.member.memberId));

    const csv = await exported(`transactions/export-csv/?sales_rep_id=${repA.member.memberId}`, admin);
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body.status).toBe('done');
    expect(csv.body.file_name).toMatch(/^transaction_report_\d{13}\.csv$/);
    expect(csv.body.rows).toBe(expected.length);
    const text = (await fetchFile(csv.body.url)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toMatch(/^ID,Date,Patient,Harvest Center/);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected);
    const row = lines.find((l) => l.startsWith(`${target.transactionId},`))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(row).toContain(`${target.date.slice(5, 7)}/${target.date.slice(8, 10)}/${target.date.slice(0, 4)}`);

    const xlsx = await exported(`transactions/export-xlsx/?sales_rep_id=${repA.member.memberId}`, admin);
    expect(xlsx.body.file_name).toMatch(/^transaction_report_\d{13}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await fetchFile(xlsx.body.url)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    const ids: number[] = [];
    sheet.eachRow((r, n) => n > 1 && ids.push(Number(r.getCell(1).value)));
    expect(ids).toEqual(expected);
    const cells = sheet.getRow(ids.indexOf(target.transactionId) + 2);
    // A text cell, never a formula: the note as written, without the CSV's apostrophe.
    expect([cells.getCell(16).value, cells.getCell(16).type]).toEqual(['=HYPERLINK("http://evil.test")', ExcelJS.ValueType.String]);
    expect(cells.getCell(7).value).toBe(`${repA.member.firstName} ${repA.member.lastName}`);
    // The amount a number shown in dollars, the date a day, under a bold header.
    expect([cells.getCell(12).value, cells.getCell(12).numFmt]).toEqual([target.totalCents / 100, '#,##0.00']);
    expect(cells.getCell(2).value).toEqual(new Date(`${target.date.slice(0, 10)}T00:00:00.000Z`));
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);

    const own = await exported('transactions/export-csv/?report=sales_rep', repA.token);
    expect(own.body.file_name).toMatch(new RegExp(`^salesRep-${repA.member.memberId}-\\d{13}\\.csv$`));
    expect(own.body.rows).toBe(expected.length);
    const team = await exported('transactions/export-xlsx/?report=sales_manager', managerA.token);
    expect(team.body.file_name).toMatch(new RegExp(`^salesManager-${managerA.member.memberId}-\\d{13}\\.xlsx$`));
    const teams = await exported('transactions/export-csv/?report=sales_distributor', distributor.token);
    expect(teams.body.file_name).toMatch(new RegExp(`^salesDistributor-${distributor.member.memberId}-\\d{13}\\.csv$`));
    expect((await h.call('GET', 'transactions/export-csv/?report=all', { domain: 'acme', token: repA.token })).status).toBe(403);
    expect((await h.call('GET', `transactions/export-csv/?report=sales_rep&id=${repB.member.memberId}`, { domain: 'acme', token: repA.token })).status).toBe(
      404,
    );
  });

  it('runs as a job its member follows by id: a fresh link on every read, the file holding the rows', async () => {
    const expected = idsOf(sales.filter((s) => s.harvestCenterId === centerA.member.memberId));
    const started = await h.call('GET', 'transactions/export-csv/?report=harvest_center', { domain: 'acme', token: centerA.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(['running', 'done']).toContain(started.body.status);
    expect(started.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.body.file_name).toMatch(new RegExp(`^harvestCenter-${centerA.member.memberId}-\\d{13}\\.csv$`));

    const done = await exported('transactions/export-csv/?report=harvest_center', centerA.token);
    expect(done.body).toMatchObject({ status: 'done', format: 'csv', rows: expected.length });
    const again = await h.call('GET', `exports/${done.body.id}/`, { domain: 'acme', token: centerA.token });
    expect(again.body).toMatchObject({ id: done.body.id, status: 'done', file_name: done.body.file_name, rows: expected.length });
    expect(Date.parse(again.body.expires_at)).toBeGreaterThan(Date.now());
    const lines = (await fetchFile(again.body.url)).toString('utf8').slice(1).trim().split('\n');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected);
  });

  it("holds the columns of its reader's view: the admin's all, the sales team's without the notes, a center's without commission or team", async () => {
    const headerOf = async (path: string, token: string) => {
      const job = await exported(path, token);
      expect(job.body.status, JSON.stringify(job.body)).toBe('done');
      return (await fetchFile(job.body.url)).toString('utf8').slice(1).split('\n')[0]!.trim().split(',');
    };
    const common = ['ID', 'Date', 'Patient', 'Harvest Center', 'Referral Harvest Center', 'HC Staff', 'Sales Rep'];
    const money = ['Product', 'Quantity', 'Amount', 'Coupon Code', 'Coupon Amount'];
    const teamColumns = [...common, 'Sales Manager', 'Sales Distributor', ...money, 'Commission Paid'];
    expect(await headerOf(`transactions/export-csv/?sales_rep_id=${repA.member.memberId}`, admin)).toEqual([...teamColumns, 'Transaction Note']);
    expect(await headerOf(`transactions/export-csv/?report=harvest_center&id=${centerA.member.memberId}`, admin)).toEqual([...teamColumns, 'Transaction Note']);
    expect(await headerOf('transactions/export-csv/?report=sales_rep', repA.token)).toEqual(teamColumns);
    expect(await headerOf('transactions/export-csv/?report=sales_distributor', distributor.token)).toEqual(teamColumns);
    expect(await headerOf('transactions/export-csv/?report=harvest_center', centerA.token)).toEqual([...common, ...money]);

    // The XLSX of a center's report: the same columns, the id and quantity as numbers.
    const xlsx = await exported('transactions/export-xlsx/?report=harvest_center', centerA.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await fetchFile(xlsx.body.url)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...common, ...money]);
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('number');
    expect(typeof sheet.getRow(2).getCell(common.length + 2).value).toBe('number');
  });

  it('shows a job to the member who started it only (404 for anyone else, in this domain or another); a bad id is a 400', async () => {
    const job = await exported(`transactions/export-csv/?sales_rep_id=${repA.member.memberId}`, admin);
    const path = `exports/${job.body.id}/`;
    expect((await h.call('GET', path, { domain: 'acme', token: admin })).status).toBe(200);
    const otherAdmin = await h.login((await h.newMember([7])).email);
    expect((await h.call('GET', path, { domain: 'acme', token: otherAdmin })).status).toBe(404);
    // The rep whose sales it holds did not start it either.
    expect((await h.call('GET', path, { domain: 'acme', token: repA.token })).status).toBe(404);
    expect((await h.call('GET', path, { domain: 'beta', token: await h.demoToken('admin', 'beta') })).status).toBe(404);
    const mine = await exported('transactions/export-csv/?report=sales_rep', repA.token);
    expect((await h.call('GET', `exports/${mine.body.id}/`, { domain: 'acme', token: repA.token })).status).toBe(200);
    expect((await h.call('GET', `exports/${mine.body.id}/`, { domain: 'acme', token: repB.token })).status).toBe(404);
    for (const bad of ['not-a-job', '12', `${job.body.id}0`, job.body.id.toUpperCase()])
      expect((await h.call('GET', `exports/${bad}/`, { domain: 'acme', token: admin })).status, bad).toBe(400);
  });

  /**
   * A core whose job starts run each event `eventsOf` names at once, every run storing one part (4
   * rows) and out of time, so an export hands on after each part; `starts` counts the starts.
   */
  function handingCore(eventsOf: (task: BackgroundTask, starts: number) => BackgroundTask[]) {
    const base = createCore(configFromEnv(inject('apiEnv')));
    let starts = 0;
    const handing: Core = {
      ...base,
      providers: {
        ...base.providers,
        jobs: {
          async start(task) {
            starts++;
            for (const event of eventsOf(task, starts)) void ExportJobs.run(handing, event, { timeLeft: () => 0, partBytes: 1, batchRows: 4 });
          },
        },
      },
    };
    return { base, handing, starts: () => starts };
  }

  it("says a running export's rows so far and its total, and mails its link once ready to the member who asked", async () => {
    // Jobs held: the export stays running until this test runs it.
    const base = createCore(configFromEnv(inject('apiEnv')));
    const held: BackgroundTask[] = [];
    const holding = harness({ core: { ...base, providers: { ...base.providers, jobs: { start: async (task) => void held.push(task) } } } });
    const rows = sales.filter((s) => s.salesRepId === repA.member.memberId).length;
    const started = await holding.call('GET', `transactions/export-csv/?report=sales_rep`, { domain: 'acme', token: repA.token });
    expect(started.body).toMatchObject({ status: 'running', rows_written: 0, rows_total: rows, notify: false });
    const path = `exports/${started.body.id}/notify/`;
    // Only the member who started it may ask.
    expect((await h.call('POST', path, { domain: 'acme', token: repB.token })).status).toBe(404);
    expect((await h.call('POST', path, { domain: 'acme', token: repA.token })).body).toMatchObject({ status: 'running', notify: true });
    const mails = async () => (await h.mailTo(repA.member.email)).filter((m) => m.subject.includes(started.body.file_name));
    expect(await mails()).toHaveLength(0);

    await ExportJobs.run(base, held[0]!, { batchRows: 4 });
    const [mail] = await mails();
    expect(mail?.subject).toBe(`Acme Biologics: your export ${started.body.file_name} is ready`);
    expect(mail?.body.text).toContain(`/exports/${started.body.id}`);
    expect(mail?.body.text).toContain(`(${rows} rows)`);
    // Asking again after the end mails nothing more; an export asked about after its end is mailed at once.
    expect((await h.call('POST', path, { domain: 'acme', token: repA.token })).body).toMatchObject({ status: 'done', rows });
    expect(await mails()).toHaveLength(1);
    const later = await exported('transactions/export-csv/?report=sales_rep', repA.token);
    await h.call('POST', `exports/${later.body.id}/notify/`, { domain: 'acme', token: repA.token });
    expect((await h.mailTo(repA.member.email)).filter((m) => m.body.text?.includes(`/exports/${later.body.id}`))).toHaveLength(1);
  });

  it('hands a CSV too large for one run on to the next run, part by part, into the same file one run writes', async () => {
    let second: BackgroundTask | undefined;
    // The second run's event comes twice at once, and again late, with the third's, as an event may: neither copy may run.
    const { handing, starts: started } = handingCore((task, starts) => {
      if (starts === 2) second = task;
      return starts === 2 ? [task, task] : starts === 3 ? [second!, task] : [task];
    });
    const path = `transactions/export-csv/?sales_rep_id=${repA.member.memberId}`;
    const rows = sales.filter((s) => s.salesRepId === repA.member.memberId).length;
    expect(rows).toBeGreaterThan(8);

    const handedOn = await exported(path, admin, harness({ core: handing }));
    expect(handedOn.body).toMatchObject({ status: 'done', rows });
    expect(second?.run).toBe(2);
    // A run per part of 4 rows, and one more that finds nothing left after a full last part; the
    // repeated events started none.
    expect(started()).toBe(Math.floor(rows / 4) + 1);
    const whole = await exported(path, admin);
    expect(whole.body).toMatchObject({ status: 'done', rows });
    const [parts, one] = [await fetchFile(handedOn.body.url), await fetchFile(whole.body.url)];
    expect(parts.toString('utf8')).toBe(one.toString('utf8'));
    expect(one.toString('utf8').trim().split('\n')).toHaveLength(rows + 1);
  });

  it('gathers an XLSX too large for one run as a CSV over several runs, then turns it into the same workbook one run writes', async () => {
    const { base, handing, starts: started } = handingCore((task) => [task]);
    const path = `transactions/export-xlsx/?sales_rep_id=${repA.member.memberId}`;
    const rows = sales.filter((s) => s.salesRepId === repA.member.memberId).length;
    const handedOn = await exported(path, admin, harness({ core: handing }));
    expect(handedOn.body).toMatchObject({ status: 'done', format: 'xlsx', rows });
    expect(started()).toBe(Math.floor(rows / 4) + 1);
    const whole = await exported(path, admin);
    expect(whole.body).toMatchObject({ status: 'done', rows });

    const valuesOf = async (url: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await fetchFile(url)) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      return { name: sheet.name, values: sheet.getSheetValues() };
    };
    const [parts, one] = [await valuesOf(handedOn.body.url), await valuesOf(whole.body.url)];
    expect(parts).toEqual(one);
    expect(one.values).toHaveLength(rows + 2);
    // The id, the quantity and the amount are numbers, the date a day.
    const first = one.values[2] as unknown[];
    expect([typeof first[1], typeof first[11], typeof first[12]]).toEqual(['number', 'number', 'number']);
    expect(first[2]).toBeInstanceOf(Date);
    // The rows' CSV is gone once the workbook is written.
    const domainId = (await h.domainCtx()).domain.domainId;
    for (const job of [handedOn.body, whole.body])
      expect(await base.providers.media.exists(`exports/d${domainId}/${job.id}/${job.file_name}.rows.csv`)).toBe(false);
  });

  it('ends failed, with the error logged, when the file cannot be written', async () => {
    // The same stack, but a bucket that does not exist: the upload fails as a real S3 error.
    const broken = harness({ core: createCore({ ...configFromEnv(inject('apiEnv')), bucketName: 'no-such-export-bucket' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const job = await exported(`transactions/export-xlsx/?sales_rep_id=${repA.member.memberId}`, admin, broken);
      expect(job.status).toBe(200);
      expect(job.body).toMatchObject({ status: 'failed', message: EXPORT_FAILED, format: 'xlsx' });
      expect(job.body.url).toBeUndefined();
      const read = await broken.call('GET', `exports/${job.body.id}/`, { domain: 'acme', token: admin });
      expect(read.body).toMatchObject({ id: job.body.id, status: 'failed', message: EXPORT_FAILED });
      const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(job.body.id));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ job: 'export', jobId: job.body.id, failed: expect.stringMatching(/bucket/i) });
    } finally {
      logged.mockRestore();
    }
  });
});

describe('sales by month (the dashboards’ charts)', () => {
  it("answers a report's paid sales and amounts of each of the last 12 months from its counters, as its pages count them, in its scope", async () => {
    const manager = await person([6]);
    const rep = await person([3], { salesManagerId: manager.member.memberId });
    const center = await person([4]);
    const now = new Date();
    const monthsAgo = (n: number, dayOfMonth = 3) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, dayOfMonth, 12)).toISOString();
    const made = [
      await sale(rep, center, monthsAgo(0, 1)),
      await sale(rep, center, monthsAgo(0, 1), { quantity: 2 }),
      await sale(rep, center, monthsAgo(1, 28)),
      await sale(rep, center, monthsAgo(11, 1)),
      // A year ago and more: outside the chart.
      await sale(rep, center, monthsAgo(12, 15)),
    ];
    const month = (iso: string) => iso.slice(0, 7);
    const expected = (m: string) => {
      const of = made.filter((s) => month(s.date) === m);
      return { month: m, sales: of.length, amount_cents: of.reduce((sum, s) => sum + s.totalCents, 0) };
    };
    const chart = await h.call('GET', 'transactions/by-month/?report=sales_rep', { domain: 'acme', token: rep.token });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const months = Reports.lastMonths(now, 12);
    expect(chart.body.months).toEqual(months.map(expected));
    expect(chart.body.months[11]).toMatchObject({ month: month(now.toISOString()), sales: 2, amount_cents: made[0]!.totalCents + made[1]!.totalCents });
    expect(chart.body.by_product).toBeUndefined();
    // The report's own page counts the same sales for the same month.
    const thisMonth = `${month(now.toISOString())}-01`;
    const page = await h.call('GET', `sales-rep/${rep.member.memberId}/my-transactions/?date_after=${thisMonth}`, { domain: 'acme', token: rep.token });
    expect(page.body.count).toBe(chart.body.months[11].sales);
    // Its total is the month's amount, from the same counters; a search's is the sum of the rows it finds.
    expect(page.body.total_amount_cents).toBe(chart.body.months[11].amount_cents);
    const lastName = rep.member.lastName;
    const found = await h.call('GET', `transactions/?search=${lastName}&page_size=100`, { domain: 'acme', token: admin });
    expect(found.body.count).toBe(made.length);
    expect(found.body.total_amount_cents).toBe(found.body.results.reduce((sum: number, r: { amount_cents: number }) => sum + r.amount_cents, 0));
    expect(found.body.total_amount_cents).toBe(made.reduce((sum, s) => sum + s.totalCents, 0));
    // The manager's report holds them too; an admin reads the rep's by id.
    expect((await h.call('GET', 'transactions/by-month/?report=sales_manager', { domain: 'acme', token: manager.token })).body.months).toEqual(
      months.map(expected),
    );
    expect((await h.call('GET', `transactions/by-month/?report=sales_rep&id=${rep.member.memberId}`, { domain: 'acme', token: admin })).body.months).toEqual(
      months.map(expected),
    );
    // The admin's report: every sale, and this month's by product (product 1 has at least these).
    const all = await h.call('GET', 'transactions/by-month/?report=all', { domain: 'acme', token: admin });
    expect(all.body.months).toHaveLength(12);
    expect(all.body.months[11].sales).toBeGreaterThanOrEqual(2);
    const first = all.body.by_product.find((p: { product_id: number }) => p.product_id === 1);
    expect(first.sales).toBeGreaterThanOrEqual(2);
    expect(first.product_name).toBeTruthy();
    // Another rep's chart is a 404, a patient has none, a bad report is a 400.
    const other = await person([3]);
    expect((await h.call('GET', `transactions/by-month/?report=sales_rep&id=${rep.member.memberId}`, { domain: 'acme', token: other.token })).status).toBe(404);
    expect((await h.call('GET', 'transactions/by-month/?report=sales_rep', { domain: 'acme', token: patient.token })).status).toBe(403);
    expect((await h.call('GET', 'transactions/by-month/?report=everything', { domain: 'acme', token: rep.token })).status).toBe(400);
  });
});
