import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Download, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_ORDER,
  INVALID_DATE,
  PAYMENT_SUCCEEDED,
  PROCESSING_PURCHASE,
  TRANSACTION_NOTE_REQUIRED,
  TRANSACTION_UPDATED,
} from '../packages/contracts/src';
import { Members, Transactions } from '../packages/core/src';
import { expectNotice, portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

// The demo domain's sales team (member ids follow membership ids).
const DEMO_REP = 3;

const main = () => page().locator('main');
const menu = () => page().getByRole('navigation', { name: 'Main menu' });
const rows = () => main().locator('table tbody tr');
const rowOf = (id: number) => rows().filter({ has: page().locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });
const cells = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
const pageText = () => main().locator('.pagination-text');
const firstIds = async () => (await rows().locator('td:first-child').allInnerTexts()).map((id) => id.trim());

/** MM/dd/yyyy of an ISO date's UTC day, as the reports show it. */
const shownDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function signInAs(email: string) {
  await signIn(page(), 'acme', email);
  await page().waitForURL('**/dashboard', { timeout: 15_000 });
}

async function signOut() {
  await page().getByRole('button', { name: 'Logout' }).click();
  await page().getByLabel('Login').waitFor({ timeout: 10_000 });
}

/** Opens a report from the menu and waits for its first page. */
async function openReport(link: string, heading: string) {
  await menu().getByRole('link', { name: link }).click();
  await page().getByRole('heading', { name: heading }).waitFor();
  await expect.poll(() => page().title()).toBe(`${heading} - Acme Biologics`);
  await expect.poll(() => pageText().innerText(), { timeout: 15_000 }).toMatch(/^Page 1 of \d+$/);
}

/** Clicks a download button and answers the file the browser saved, with its name. */
async function download(button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const saved: Promise<Download> = page().waitForEvent('download', { timeout: 30_000 });
  await button.click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The purchase both tests read: a fresh center buys 2 vials for a patient of its own. */
const sale = { id: 0, day: '', company: '', patient: '', product: '' };

describe('transaction reports', () => {
  it("shows a purchase made in the checkout in the center's, the rep's, the manager's and the distributor's reports", { timeout: 180_000 }, async () => {
    const center = await h.newMember([4]);
    sale.company = `Ledger Clinic ${center.memberId}`;
    await Members.patch(await h.domainCtx(), center.memberId, {
      checkAgreement: '2026-11-01 10:00:00',
      company: sale.company,
      phoneNumber: '2085550100',
      salesRepId: DEMO_REP,
      address1: '12 Harbor Road',
      city: 'Boise',
      stateDesc: 'ID',
      countryDesc: 'United States',
      zipCode: '83702',
    });
    const patient = await h.newMember([2]);
    sale.patient = `Vera Vial${patient.memberId}`;
    await Members.patch(await h.domainCtx(), patient.memberId, {
      firstName: 'Vera',
      lastName: `Vial${patient.memberId}`,
      harvestCenterId: center.memberId,
      salesRepId: DEMO_REP,
    });

    const saved = await h.call('POST', 'locations/', {
      domain: 'acme',
      token: await h.login(center.email),
      body: {
        user: center.memberId,
        location_name: 'Main Clinic',
        address1: '12 Harbor Road',
        city: 'Boise',
        state_desc: 'ID',
        country_desc: 'United States',
        zip_code: '83702',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // The center buys two vials for its patient in the checkout.
    await signInAs(center.email);
    await page().goto(portalUrl('acme', '/harvest-center/checkout/product/2'));
    await page().getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });
    const order = page().getByRole('region', { name: 'Order' });
    await order.getByLabel('Quantity').fill('2');
    await page().getByRole('combobox', { name: 'Patient (required)' }).fill(`Vial${patient.memberId}`);
    await page()
      .getByRole('option', { name: new RegExp(`Vial${patient.memberId}`) })
      .click();
    const payment = page().getByRole('region', { name: 'Payment Options' });
    await payment.getByLabel('New Payment Option').check();
    await payment.getByLabel('Card Holder').fill('Hana Center');
    await payment.getByLabel('Card Number').fill('4111111111111111');
    await payment.getByLabel('Expiration').fill('04/31');
    await payment.getByLabel('CVV').fill('123');
    await page().getByRole('button', { name: 'Pay Now' }).click();
    const outcome = page().getByRole('dialog').filter({ hasNotText: PROCESSING_PURCHASE });
    await outcome.waitFor({ timeout: 30_000 });
    const receipt = await outcome.innerText();
    expect(receipt).toContain(PAYMENT_SUCCEEDED);
    sale.id = Number(/Invoice #D\d+-(\d+)/.exec(receipt)?.[1]);
    const paid = (await Transactions.fromId(await h.domainCtx(), sale.id))!;
    expect(paid).toMatchObject({ status: 'paid', productId: 2, quantity: 2, totalCents: 97_500, harvestCenterId: center.memberId, salesRepId: DEMO_REP });
    sale.day = shownDay(paid.date);
    sale.product = paid.productName;
    await outcome.getByRole('button', { name: 'Dashboard' }).click();
    await page().waitForURL('**/dashboard');

    // The center's history: its one transaction.
    await openReport('Transaction History', 'Transaction History');
    expect(await pageText().innerText()).toBe('Page 1 of 1');
    expect(await cells(rows().first())).toEqual([String(sale.id), sale.day, sale.patient, '—', '—', sale.product, '2', '$975.00', '—']);
    // Its CSV holds the columns of the center's view: no commission, no sales team above its rep.
    const history = await download(main().getByRole('button', { name: 'Download CSV' }));
    expect(history.name).toMatch(new RegExp(`^harvestCenter-${center.memberId}-\\d+\\.csv$`));
    const [head, only] = Papa.parse<string[]>(history.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data as [string[], string[]];
    expect(head).toEqual([
      'ID',
      'Date',
      'Patient',
      'Harvest Center',
      'Referral Harvest Center',
      'HC Staff',
      'Sales Rep',
      'Product',
      'Quantity',
      'Amount',
      'Coupon Code',
      'Coupon Amount',
    ]);
    expect(only[0]).toBe(String(sale.id));

    // The rep, the manager and the distributor find it among their many with the text filter.
    const reports = [
      { email: 'rep@acme.test', link: 'My Transaction Report', heading: 'Your Associated Transactions', team: [] as string[] },
      { email: 'manager@acme.test', link: 'Team Transactions', heading: 'Your Team Transactions', team: ['Ray Rep'] },
      { email: 'distributor@acme.test', link: 'Teams Transactions Report', heading: 'Your Teams Transactions', team: ['Max Manager', 'Ray Rep'] },
    ];
    for (const report of reports) {
      await signOut();
      await signInAs(report.email);
      await openReport(report.link, report.heading);
      expect(Number(/of (\d+)$/.exec(await pageText().innerText())?.[1]), report.heading).toBeGreaterThan(1);
      expect(await rows().count()).toBe(10);
      await main().getByLabel('Search').fill(`Vial${patient.memberId}`);
      await expect.poll(async () => (await cells(rows().first()))[0], { timeout: 15_000 }).toBe(String(sale.id));
      expect(await rows().count()).toBe(1);
      // The total is of the filtered rows: this one sale, not the report's many.
      expect(await main().locator('.report-total').innerText(), report.heading).toBe(
        'Total: 1 transaction, $975.00 (commission paid on $0.00, unpaid on $975.00)',
      );
      const shown = await cells(rows().first());
      const referral = report.team.length ? [] : ['—'];
      expect(shown, report.heading).toEqual([
        String(sale.id),
        sale.day,
        ...report.team,
        sale.patient,
        sale.company,
        ...referral,
        sale.product,
        '2',
        '$975.00',
        '—',
        'No',
      ]);
    }

    // The distributor's CSV holds the filtered rows, named after the distributor.
    const csv = await download(main().getByRole('button', { name: 'Download CSV' }));
    expect(csv.name).toMatch(/^salesDistributor-8-\d+\.csv$/);
    const lines = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines.length).toBe(2);
    expect(lines[1]![0]).toBe(String(sale.id));
    // The sales team's columns: the commission, not the admin's notes.
    expect(lines[0]).toContain('Commission Paid');
    expect(lines[0]).not.toContain('Transaction Note');
  });

  it('lets the admin page, filter and search the transactions, edit one with a note, and download them as CSV and XLSX', { timeout: 180_000 }, async () => {
    expect(sale.id, 'the purchase of the test before').toBeGreaterThan(0);
    await signInAs('admin@acme.test');
    const searches: { text: string; at: number }[] = [];
    page().on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/transactions/' && url.searchParams.has('search')) searches.push({ text: url.searchParams.get('search')!, at: Date.now() });
    });
    await openReport('All Transactions', 'Transactions');

    // Pages of 10 from the server, with numbered pages.
    const pages = Number(/of (\d+)$/.exec(await pageText().innerText())?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(await rows().count()).toBe(10);
    const first = await firstIds();
    expect(first[0]).toBe(String(sale.id));
    await main().getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => pageText().innerText()).toBe(`Page 2 of ${pages}`);
    const second = await firstIds();
    expect(second.some((id) => first.includes(id))).toBe(false);
    // Going back keeps the pages opened after it: page 3, back to 1, then 3 again by its number.
    expect(pages).toBeGreaterThan(2);
    const pager = main().getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: '3', exact: true }).click();
    await expect.poll(() => pageText().innerText()).toBe(`Page 3 of ${pages}`);
    const third = await firstIds();
    await pager.getByRole('button', { name: '1', exact: true }).click();
    await expect.poll(() => pageText().innerText()).toBe(`Page 1 of ${pages}`);
    await pager.getByRole('button', { name: '3', exact: true }).click();
    await expect.poll(() => pageText().innerText()).toBe(`Page 3 of ${pages}`);
    expect(await firstIds()).toEqual(third);
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => pageText().innerText()).toBe(`Page 2 of ${pages}`);

    // The search is sent only past 3 characters, once typing has paused for 700 ms.
    const search = main().getByLabel('Search');
    await search.pressSequentially('Ver', { delay: 50 });
    await page().waitForTimeout(1200);
    expect(searches).toEqual([]);
    expect(await pageText().innerText()).toBe(`Page 2 of ${pages}`);
    await search.fill('');
    await search.pressSequentially(sale.patient.split(' ')[1]!, { delay: 100 });
    const typed = Date.now();
    await expect.poll(() => firstIds(), { timeout: 15_000 }).toEqual([String(sale.id)]);
    expect(searches.map((s) => s.text)).toEqual([sale.patient.split(' ')[1]]);
    expect(await main().locator('.report-total').innerText()).toBe('Total: 1 transaction, $975.00 (commission paid on $0.00, unpaid on $975.00)');
    expect(searches[0]!.at - typed).toBeGreaterThanOrEqual(600);
    expect(await pageText().innerText()).toBe('Page 1 of 1');
    await search.fill('');
    await expect.poll(() => pageText().innerText()).toBe(`Page 1 of ${pages}`);

    // The harvest center filter and the day range.
    const centerPicker = main().getByRole('combobox', { name: 'Harvest Center', exact: true });
    await centerPicker.fill(sale.company);
    await page()
      .getByRole('option', { name: new RegExp(sale.company) })
      .click();
    await expect.poll(() => firstIds(), { timeout: 15_000 }).toEqual([String(sale.id)]);
    await main().getByLabel('Date Before').fill(isoDay(-1));
    await expect.poll(() => rows().innerText(), { timeout: 15_000 }).toBe("Empty table. There's nothing to show");
    await main().getByLabel('Date Before').fill(isoDay(1));
    await main().getByLabel('Date After').fill(isoDay(-1));
    await expect.poll(() => firstIds(), { timeout: 15_000 }).toEqual([String(sale.id)]);
    // An 'after' day later than the 'before' day: the bar says so, no row shows and there is nothing to download.
    await main().getByLabel('Date After').fill(isoDay(2));
    await expect.poll(() => main().getByText(DATE_RANGE_ORDER).count()).toBe(1);
    await expect.poll(() => rows().innerText()).toBe("Empty table. There's nothing to show");
    expect(await main().getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    // A day the API would refuse (the year 1): said under its field, nothing asked, nothing to download.
    await main().getByLabel('Date After').fill('0001-01-01');
    await expect.poll(() => main().getByText(INVALID_DATE).count()).toBe(1);
    await expect.poll(() => rows().innerText()).toBe("Empty table. There's nothing to show");
    expect(await main().getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    await main().getByLabel('Date After').fill(isoDay(-1));
    await expect.poll(() => firstIds(), { timeout: 15_000 }).toEqual([String(sale.id)]);
    const row = rowOf(sale.id);
    expect(await cells(row)).toEqual([
      String(sale.id),
      sale.day,
      sale.patient,
      sale.company,
      '—',
      sale.product,
      '2',
      '$975.00',
      '—',
      'Ray Rep',
      'Max Manager',
      'Dora Distributor',
      'No',
      '—',
      'Edit',
    ]);

    // The edit: a note is required; commission paid and the note are saved, shown 2.5 s, then the list reloads.
    await row.getByRole('button', { name: `Edit transaction ${sale.id}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit Transaction' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText(TRANSACTION_NOTE_REQUIRED).count()).toBe(1);
    // The notes history loads on its own: on a busy machine it may still be loading when the message shows.
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('No notes yet.');
    const note = `Commission paid by check ${sale.id}`;
    await dialog.getByLabel('Commission Paid').check();
    await dialog.getByLabel('Transaction Note').fill(note);
    await expectNotice(dialog, TRANSACTION_UPDATED, () => dialog.getByRole('button', { name: 'Save' }).click());
    const shownAt = Date.now();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await expect.poll(async () => (await cells(row)).slice(12, 14)).toEqual(['Yes', note]);
    // The totals follow once the projector moved the sums (the page says it is updating meanwhile and
    // reads itself again): on the loaded 2-core test machine this has taken up to about 30 s.
    await expect
      .poll(() => main().locator('.report-total').innerText(), { timeout: 45_000 })
      .toBe('Total: 1 transaction, $975.00 (commission paid on $975.00, unpaid on $0.00)');
    await row.getByRole('button', { name: `Edit transaction ${sale.id}` }).click();
    await expect.poll(() => dialog.getByRole('list', { name: 'Notes' }).innerText()).toBe(`${shownDay(new Date().toISOString())} ${note}`);
    expect(await dialog.getByLabel('Commission Paid').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Focus goes back to the row's Edit button, not to the page.
    await expect
      .poll(() => row.getByRole('button', { name: `Edit transaction ${sale.id}` }).evaluate((button) => button === document.activeElement))
      .toBe(true);

    // CSV and XLSX of the filtered rows: the same cells, named transaction_report_{timestamp}.
    const csv = await download(main().getByRole('button', { name: 'Download CSV' }));
    expect(csv.name).toMatch(/^transaction_report_\d+\.csv$/);
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines.length).toBe(2);
    const [header, line] = lines as [string[], string[]];
    const field = (name: string) => line[header.indexOf(name)];
    expect([
      field('ID'),
      field('Date'),
      field('Patient'),
      field('Harvest Center'),
      field('Sales Rep'),
      field('Product'),
      field('Quantity'),
      field('Amount'),
    ]).toEqual([String(sale.id), sale.day, sale.patient, sale.company, 'Ray Rep', sale.product, '2', '975.00']);
    expect([field('Commission Paid'), field('Transaction Note')]).toEqual(['Yes', note]);

    const xlsx = await download(main().getByRole('button', { name: 'Download XLSX' }));
    expect(xlsx.name).toMatch(/^transaction_report_\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    // The same cells as the CSV, read as a spreadsheet shows them: amounts in dollars, dates as days.
    const shown = (value: unknown, column: number) =>
      value instanceof Date ? shownDay(value.toISOString()) : header[column]!.endsWith('Amount') ? Number(value).toFixed(2) : String(value ?? '');
    const sheetRows = [1, 2].map((n) =>
      Array.from((sheet.getRow(n).values as unknown[]).slice(1), (value, column) => (n === 1 ? String(value) : shown(value, column))),
    );
    expect(sheetRows).toEqual(lines);
  });

  it(
    "shows staff who entered a harvest center that center's transaction history, and asks staff on their own account to enter one",
    { timeout: 120_000 },
    async () => {
      await signInAs('staff@acme.test');
      await page().goto(portalUrl('acme', '/hc-transaction-history'));
      await expect.poll(() => main().innerText(), { timeout: 15_000 }).toContain('enter one of your associated harvest centers');

      await page().goto(portalUrl('acme', '/dashboard'));
      const center = page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' });
      await center.getByRole('button', { name: 'Enter' }).click({ timeout: 15_000 });
      await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => menu().getByRole('link', { name: 'Transaction History' }).count(), { timeout: 15_000 }).toBe(1);
      await openReport('Transaction History', 'Transaction History');

      // The same first page the center itself reads from the API.
      const own = await h.call('GET', 'harvest-centers/4/transactions-history/', { domain: 'acme', token: await h.demoToken('hc') });
      expect(own.status).toBe(200);
      expect(own.body.count).toBeGreaterThan(10);
      expect(await pageText().innerText()).toBe(`Page 1 of ${Math.ceil(own.body.count / 10)}`);
      expect(await firstIds()).toEqual(own.body.results.map((row: { id: number }) => String(row.id)));
    },
  );
});

describe('Your export', () => {
  it('opens from the e-mail of an export that was asked to be mailed, and downloads its file with a fresh link', { timeout: 90_000 }, async () => {
    await signInAs('rep@acme.test');
    const token = (await page().evaluate(() => localStorage.getItem('token')))!;
    let job = await h.call('GET', 'transactions/export-csv/?report=sales_rep', { domain: 'acme', token });
    for (let tries = 0; job.body.status === 'running' && tries < 100; tries++) {
      await new Promise((done) => setTimeout(done, 200));
      job = await h.call('GET', `exports/${job.body.id}/`, { domain: 'acme', token });
    }
    expect(job.body.status).toBe('done');
    await h.call('POST', `exports/${job.body.id}/notify/`, { domain: 'acme', token });
    const [mail] = (await h.mailTo('rep@acme.test')).filter((m) => m.body.text?.includes(`/exports/${job.body.id}`));
    const link = /https?:\/\/\S+\/exports\/[0-9a-f-]{36}/.exec(mail!.body.text!)![0];

    await page().goto(portalUrl('acme', new URL(link).pathname));
    await expect.poll(() => page().title()).toBe('Your export - Acme Biologics');
    await main()
      .getByText(`Ready: ${job.body.rows.toLocaleString('en-US')} rows.`)
      .waitFor({ timeout: 10_000 });
    const file = await download(main().getByRole('button', { name: 'Download' }));
    expect(file.name).toBe(job.body.file_name);
    expect(file.bytes.toString('utf8').trim().split('\n')).toHaveLength(job.body.rows + 1);
  });
});
