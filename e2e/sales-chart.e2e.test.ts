import type { LabVialsByMonth, TransactionPage, VialsHistory } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { demoEmail, demoMembers, demoPatients } from '../scripts/seed/demo';
import { signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => dollars.format(cents / 100);
const firstOfMonth = (monthsAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 10);
};
const monthName = (monthsAgo: number) =>
  new Date(`${firstOfMonth(monthsAgo)}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Every row of a report from `dateAfter` on, following its cursors, as the API answers the member: how many, and their amount. */
async function reportSince(path: string, token: string, dateAfter: string) {
  let sales = 0;
  let cents = 0;
  let cursor: string | null = null;
  do {
    const res = await h.call('GET', `${path}?date_after=${dateAfter}${cursor ? `&cursor=${cursor}` : ''}`, { domain: 'acme', token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as TransactionPage;
    sales += body.results.length;
    cents += body.results.reduce((sum, r) => sum + r.amount_cents, 0);
    cursor = body.next_cursor;
  } while (cursor);
  return { sales, cents };
}

/** Each dashboard with a Sales card, and the report whose numbers it shows (the demo members' ids follow their memberships). */
const charts = [
  { local: 'rep', report: 'sales-rep/3/my-transactions/' },
  { local: 'hc', report: 'harvest-centers/4/transactions-history/' },
  { local: 'manager', report: 'sales-managers/6/team-transactions/' },
  { local: 'distributor', report: 'sales-distributors/8/team-transactions/' },
  { local: 'admin', report: 'transactions/' },
];

describe("the dashboards' charts", () => {
  for (const { local, report } of charts)
    it(
      `${local}: this month, the change and the 12 months are the report's for the same periods, in words, as a chart and as a table`,
      { timeout: 60_000 },
      async () => {
        const token = await h.demoToken(local);
        const thisMonth = await reportSince(report, token, firstOfMonth(0));
        const year = await reportSince(report, token, firstOfMonth(11));
        // The demo sales span the last year, the latest an hour ago.
        expect(thisMonth.sales).toBeGreaterThan(0);

        await signIn(page(), 'acme', `${local}@acme.test`);
        await page().waitForURL('**/dashboard', { timeout: 15_000 });
        const card = page().getByRole('region', { name: 'Sales' });
        const summary = card.locator('.sales-summary');
        await expect.poll(() => summary.innerText(), { timeout: 15_000 }).toMatch(/^This month/);
        const text = await summary.innerText();
        expect(text).toMatch(new RegExp(`^This month: ${thisMonth.sales} sales?, ${money(thisMonth.cents).replace('$', '\\$')}, `));
        expect(text).toContain(`Last 12 months: ${year.sales} sales, ${money(year.cents)}.`);
        // The chart draws its bars (for the eye; the words and the table say the same).
        await expect.poll(() => card.locator('.sales-chart .recharts-bar-rectangle').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await card.locator('.sales-chart').getAttribute('aria-hidden')).toBe('true');

        await card.getByText('Sales by month as a table').click();
        const table = card.getByRole('table', { name: 'Sales by month' });
        await table.waitFor();
        const row = async (name: string) =>
          (
            await table
              .getByRole('row', { name: new RegExp(`^${name}\\b`) })
              .locator('td')
              .allInnerTexts()
          ).map((c) => c.trim());
        expect(await row(monthName(0))).toEqual([String(thisMonth.sales), money(thisMonth.cents)]);
        expect(await row('Total')).toEqual([String(year.sales), money(year.cents)]);
        if (local === 'admin') {
          await card.getByText('This month by product').click();
          await expect
            .poll(() => card.getByRole('table', { name: 'This month by product' }).locator('tbody tr').count(), { timeout: 10_000 })
            .toBeGreaterThan(0);
        }
      },
    );

  it("the lab's Pipeline card: its patients by stage, as the API counts them, in words, as a chart and as a table", { timeout: 60_000 }, async () => {
    const token = await h.demoToken('lab');
    const pipeline = (await h.call('GET', 'processing-labs/1/pipeline/', { domain: 'acme', token })).body as {
      patients: number;
      stages: { label: string; patients: number }[];
    };
    // The demo patients are at every stage but the last.
    expect(pipeline.stages.filter((s) => s.patients > 0).length).toBeGreaterThanOrEqual(5);
    await signIn(page(), 'acme', 'lab@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 15_000 });
    const card = page().getByRole('region', { name: 'Pipeline' });
    await expect.poll(() => card.locator('.pipeline-summary').innerText(), { timeout: 15_000 }).toMatch(/patients in all/);
    expect(await card.locator('.pipeline-summary').innerText()).toMatch(new RegExp(`^${pipeline.patients} patients in all\\. `));
    await expect.poll(() => card.locator('.pipeline-chart .recharts-bar-rectangle').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Every stage's name is shown whole, none over another, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page().setViewportSize({ width, height: 844 });
      // The stages' axis: its ticks are words (the counts' axis, numbers).
      const names = card.locator('.pipeline-chart text.recharts-cartesian-axis-tick-value').filter({ hasText: /[a-z]/i });
      // A long name may take two lines (its tspans).
      const shown = () => names.evaluateAll((texts) => texts.map((t) => [...t.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')));
      await expect.poll(shown, { timeout: 10_000 }).toEqual(pipeline.stages.map((s) => s.label));
      const chart = (await card.locator('.pipeline-chart').boundingBox())!;
      const boxes = await Promise.all((await names.all()).map(async (n) => (await n.boundingBox())!));
      for (const [i, box] of boxes.entries()) {
        expect(box.x, `${width}px: ${pipeline.stages[i]!.label} starts in the chart`).toBeGreaterThanOrEqual(chart.x);
        expect(box.x + box.width, `${width}px: ${pipeline.stages[i]!.label} ends in the chart`).toBeLessThanOrEqual(chart.x + chart.width);
        if (i > 0)
          expect(box.y, `${width}px: ${pipeline.stages[i]!.label} under the one before`).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
      }
    }
    await page().setViewportSize({ width: 1280, height: 800 });
    await card.getByText('Patients by stage as a table').click();
    const table = card.getByRole('table', { name: 'Patients by stage' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t').map((c) => c.trim()))).toEqual(pipeline.stages.map((s) => [s.label, String(s.patients)]));
  });

  it("the lab's Vials card: its patients' ledger by month, in words, as a chart and as a table", { timeout: 60_000 }, async () => {
    // The ledger of each of the lab's patients, as the API holds it, summed by month.
    const ctx = await h.domainCtx();
    const admin = await h.demoToken('admin');
    const byMonth = new Map<string, { added: number; shipped: number }>();
    let available = 0;
    for (const local of [...demoMembers.map((m) => m.local), ...demoPatients.map((p) => p.local)]) {
      const member = await Members.fromEmail(ctx, demoEmail(local, 'acme'));
      if (member?.labId !== 1) continue;
      const ledger = (await h.call('GET', `vials-history/user/${member.memberId}/?page_size=50`, { domain: 'acme', token: admin })).body as VialsHistory;
      available += ledger.vials_available;
      for (const e of ledger.vials_history) {
        const month = byMonth.get(e.date.slice(0, 7)) ?? { added: 0, shipped: 0 };
        month[e.type] += e.quantity;
        byMonth.set(e.date.slice(0, 7), month);
      }
    }
    const chart = (await h.call('GET', 'processing-labs/1/vials-by-month/', { domain: 'acme', token: await h.demoToken('lab') })).body as LabVialsByMonth;
    // The demo ledger spans the year; the chart's months are the ledger's.
    expect(chart.months.filter((m) => m.added > 0).length).toBeGreaterThanOrEqual(10);
    expect(chart.months.map((m) => ({ added: m.added, shipped: m.shipped }))).toEqual(
      chart.months.map((m) => byMonth.get(m.month) ?? { added: 0, shipped: 0 }),
    );
    expect(chart.available).toBe(available);

    await signIn(page(), 'acme', 'lab@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 15_000 });
    const card = page().getByRole('region', { name: 'Vials' });
    await expect
      .poll(() => card.locator('.vials-summary').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${available} vials available now; ${chart.shipped} vials shipped in all\\. This month: `));
    await expect.poll(() => card.locator('.vials-chart .recharts-bar-rectangle').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await card.locator('.vials-chart').getAttribute('aria-hidden')).toBe('true');
    await card.getByText('Vials by month as a table').click();
    const table = card.getByRole('table', { name: 'Vials by month' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t').map((c) => c.trim()))).toEqual(
      chart.months.map((m) => [
        new Date(`${m.month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        String(m.added),
        String(m.shipped),
        String(m.available),
      ]),
    );
    expect(rows.at(-1)!.split('\t').at(-1)!.trim()).toBe(String(available));
  });

  it('is not on the dashboards of members who do not sell', async () => {
    for (const local of ['lab', 'patient', 'rhc', 'staff']) {
      await signIn(page(), 'acme', `${local}@acme.test`);
      await page().waitForURL('**/dashboard', { timeout: 15_000 });
      await page().locator('main .dashboard-sections').waitFor();
      expect(await page().getByRole('region', { name: 'Sales' }).count(), local).toBe(0);
      await page().getByRole('button', { name: 'Logout' }).click();
      await page().getByLabel('Login').waitFor({ timeout: 10_000 });
    }
  });
});
