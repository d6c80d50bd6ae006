import axe from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { PAYMENT_DECLINED, PAYMENT_SUCCEEDED, PROCESSING_PURCHASE, SELECT_A_PATIENT } from '../packages/contracts/src';
import { describe, expect, it } from 'vitest';
import { Members, Transactions, type MemberRecord } from '../packages/core/src';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const VISA = '4111111111111111';
const MASTERCARD = '5424000000000015';
// The demo domain's sales rep and harvest center (member ids follow membership ids).
const DEMO_REP = 3;
const DEMO_CENTER = 4;
const address = { address1: '12 Harbor Road', city: 'Boise', stateDesc: 'ID', countryDesc: 'United States', zipCode: '83702' };

/** A fresh member with the demo rep (unless told otherwise), a saved location, signed in on its dashboard. */
async function buyer(memberships: number[], fields: Members.MemberPatch = {}, options: { location?: boolean } = {}): Promise<MemberRecord> {
  const member = await h.newMember(memberships);
  await Members.patch(await h.domainCtx(), member.memberId, {
    checkAgreement: '2026-11-01 10:00:00',
    company: 'Checkout Clinic',
    phoneNumber: '2085550100',
    salesRepId: DEMO_REP,
    ...address,
    ...fields,
  });
  if (options.location !== false) {
    const token = await h.login(member.email);
    const saved = await h.call('POST', 'locations/', {
      domain: 'acme',
      token,
      body: {
        user: member.memberId,
        location_name: 'Main Clinic',
        address1: '12 Harbor Road',
        city: 'Boise',
        state_desc: 'ID',
        country_desc: 'United States',
        zip_code: '83702',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  await signIn(page(), 'acme', member.email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  return member;
}

const main = () => page().locator('main');
const region = (name: string) => page().getByRole('region', { name, exact: true });
const summary = (label: string) =>
  region('Summary')
    .locator('div')
    .filter({ has: page().locator('dt', { hasText: label }) })
    .locator('dd');

/** Waits for the checkout page to finish loading (the summary shows once product, cards and locations are read). */
const checkoutLoaded = () => region('Summary').waitFor({ timeout: 15_000 });

/** Types a card into the checkout's New Payment Option form. */
async function typeCard(number: string, options: { save?: boolean } = {}) {
  const payment = region('Payment Options');
  await payment.getByLabel('New Payment Option').check();
  await payment.getByLabel('Card Holder').fill('Ada Lovelace');
  await payment.getByLabel('Card Number').fill(number);
  await payment.getByLabel('Expiration').fill('04/31');
  await payment.getByLabel('CVV').fill('123');
  if (options.save) await payment.getByLabel('Save this card to my payment options').check();
}

/** Pays and waits for the outcome's dialog, after the blocking one. */
async function pay(): Promise<string> {
  await page().getByRole('button', { name: 'Pay Now' }).click();
  const outcome = page().getByRole('dialog').filter({ hasNotText: PROCESSING_PURCHASE });
  await outcome.waitFor({ timeout: 30_000 });
  return outcome.innerText();
}

/** The transaction of an invoice id ('D1-42' is transaction 42). */
async function transactionOf(dialogText: string) {
  const id = Number(/Invoice #D\d+-(\d+)/.exec(dialogText)?.[1]);
  expect(id, dialogText).toBeGreaterThan(0);
  return (await Transactions.fromId(await h.domainCtx(), id))!;
}

/** Records the API's requests and the card posts to the gateway. */
function networkLog(p: Page) {
  const api: Request[] = [];
  const gateway: Request[] = [];
  p.on('request', (request) => {
    if (request.url().includes('/api/v1/')) api.push(request);
    else if (request.method() === 'POST' && !request.url().includes('.localhost:')) gateway.push(request);
  });
  return { api, gateway };
}

describe('the checkouts', () => {
  it(
    'lets a harvest center save a card while paying the processing fee with the demo coupon, the card number never reaching the API',
    { timeout: 120_000 },
    async () => {
      const center = await buyer([4], {}, { location: true });
      const network = networkLog(page());
      const billing = `billing-${center.memberId}@acme.test`;

      await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'New Patient Processing Fee' }).click();
      await page().waitForURL('**/harvest-center/checkout/processing-fee');
      await checkoutLoaded();
      expect(await page().title()).toBe('New Patient Processing Fee - Acme Biologics');
      expect(await main().innerText()).toContain('There are no payment methods saved in your account.');
      // No invoice number is shown before paying: another buyer may take it first. The result gives the payment's own.
      expect(await main().innerText()).not.toMatch(/Invoice #/);
      expect(await main().innerText()).toContain('Your invoice number is given when your payment goes through.');
      // The saved location is copied into both addresses.
      expect(await region('Shipping Information').getByLabel('Address Line 1').inputValue()).toBe('12 Harbor Road');
      expect(await summary('Price').innerText()).toBe('$1,500.00');
      expect(await summary('Total').innerText()).toBe('$1,500.00');

      // A code that does not exist: red mark, no discount, the code cleared.
      await region('Coupon').getByLabel('Coupon Code').fill('NOSUCHCODE');
      await region('Coupon').getByRole('button', { name: 'Apply' }).click();
      await page().getByRole('img', { name: 'Coupon not applied' }).waitFor();
      expect(await region('Coupon').getByLabel('Coupon Code').inputValue()).toBe('');
      expect(await summary('Discount').innerText()).toBe('$0.00');

      await region('Coupon').getByLabel('Coupon Code').fill('welcome100');
      await region('Coupon').getByRole('button', { name: 'Apply' }).click();
      await page().getByRole('img', { name: 'Coupon applied' }).waitFor();
      expect(await summary('Discount').innerText()).toBe('-$100.00');
      expect(await summary('Total').innerText()).toBe('$1,400.00');

      await region('Billing Information').getByLabel('Billing Email').fill(billing);
      // Without a card the fields are required, as the card form says.
      await page().getByRole('button', { name: 'Pay Now' }).click();
      await expect.poll(() => region('Payment Options').innerText()).toContain('Required');
      expect(await region('Payment Options').innerText()).toContain('The last 3 digits on back of card');
      await typeCard(VISA, { save: true });

      // The payment is held a moment so the blocking dialog can be seen, with the button disabled.
      await page().route('**/api/v1/transactions/', async (route) => {
        await new Promise((done) => setTimeout(done, 1000));
        await route.continue();
      });
      await page().getByRole('button', { name: 'Pay Now' }).click();
      const processing = page().getByRole('dialog', { name: 'Processing Payment' });
      await processing.waitFor();
      expect(await processing.innerText()).toContain(PROCESSING_PURCHASE);
      // (The modal hides the page from the accessibility tree, so the button is found by its markup.)
      expect(await page().locator('form button[type="submit"]').isDisabled()).toBe(true);
      await page().keyboard.press('Escape');
      expect(await processing.isVisible()).toBe(true);

      const success = page().getByRole('dialog', { name: PAYMENT_SUCCEEDED });
      await success.waitFor({ timeout: 30_000 });
      const paid = await transactionOf(await success.innerText());
      expect(paid).toMatchObject({
        status: 'paid',
        productId: 1,
        priceCents: 150_000,
        discountCents: 10_000,
        totalCents: 140_000,
        couponCode: 'WELCOME100',
        harvestCenterId: center.memberId,
      });

      // The receipt went to the billing e-mail.
      await expect.poll(async () => (await h.mailTo(billing)).map((m) => m.subject)).toEqual([`Your receipt from Acme Biologics: invoice ${paid.invoiceId}`]);
      expect((await h.mailTo(billing))[0]!.body.text).toContain('Total: $1,400.00');

      // Close reloads the page: the card saved with the payment is now preselected.
      await success.getByRole('button', { name: 'Close' }).click();
      await checkoutLoaded();
      const saved = region('Payment Options').getByLabel(/Visa ending in 1111/);
      expect(await saved.isChecked()).toBe(true);

      // The card went to the gateway only.
      expect(network.gateway.some((r) => (r.postData() ?? '').includes(VISA))).toBe(true);
      const checkout = network.api.filter((r) => r.url().endsWith('/api/v1/transactions/'));
      expect(checkout.length).toBe(1);
      for (const request of network.api) {
        const sent = `${request.url()} ${request.postData() ?? ''}`;
        expect(sent).not.toContain(VISA);
        expect(sent).not.toMatch(/"cvv"|"card_number"/);
      }
    },
  );

  it('lets a referral center pay the referral fee with the harvest fee, for its harvest center', { timeout: 120_000 }, async () => {
    const rhc = await buyer([5], { rhcHcIds: [DEMO_CENTER] });
    await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Referral Processing Fee' }).click();
    await page().waitForURL('**/harvest-center/checkout/harvest-fee');
    await checkoutLoaded();
    expect(await page().title()).toBe('Referral Processing Fee - Acme Biologics');

    await page().getByRole('button', { name: 'Pay Now' }).click();
    await expect.poll(() => region('Order').innerText()).toContain('Choose a harvest center');
    // The referral center's harvest center is the one it is associated with.
    const centerPicker = region('Order').getByLabel('Harvest Center');
    expect(await centerPicker.locator('option').allInnerTexts()).toEqual(['Choose a harvest center', 'Acme Harvest Center']);
    await centerPicker.selectOption(String(DEMO_CENTER));
    await page().getByRole('group', { name: 'Harvest Fee' }).getByLabel('Yes').check();
    expect(await summary('Harvest Fee').innerText()).toBe('$2,500.00');
    expect(await summary('Total').innerText()).toBe('$4,000.00');
    await typeCard(MASTERCARD);

    const text = await pay();
    expect(text).toContain(PAYMENT_SUCCEEDED);
    expect(await transactionOf(text)).toMatchObject({
      status: 'paid',
      productId: 13,
      harvestFeeCents: 250_000,
      totalCents: 400_000,
      harvestCenterId: DEMO_CENTER,
      referralHarvestCenterId: rhc.memberId,
    });
    // Dashboard goes back to the dashboard.
    await page().getByRole('dialog').getByRole('button', { name: 'Dashboard' }).click();
    await page().waitForURL('**/dashboard');
  });

  it('sells a center vials for one of its patients, who must be chosen', { timeout: 120_000 }, async () => {
    const center = await buyer([4]);
    const patient = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), patient.memberId, {
      firstName: 'Vera',
      lastName: `Vial${patient.memberId}`,
      harvestCenterId: center.memberId,
      salesRepId: DEMO_REP,
    });

    await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Order Patient Vials' }).click();
    await page().waitForURL('**/harvest-center/checkout/product/2');
    await checkoutLoaded();
    expect(await page().locator('h1').innerText()).toBe('Order Patient Vials');
    expect(await region('Order').getByLabel('Shipping Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await region('Order').getByLabel('Quantity').fill('2');
    expect(await summary('Quantity').innerText()).toBe('2');
    expect(await summary('Total').innerText()).toBe('$975.00');
    await typeCard(VISA);

    // No patient: the dialog, and nothing is sent.
    await page().getByRole('button', { name: 'Pay Now' }).click();
    const ask = page().getByRole('dialog', { name: SELECT_A_PATIENT });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Close' }).click();

    const picker = page().getByRole('combobox', { name: 'Patient (required)' });
    // A required patient has no 'No patient' choice.
    await page().getByRole('button', { name: 'Patient (required) choices' }).click();
    await expect.poll(() => page().getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page().getByRole('option', { name: 'No patient' }).count()).toBe(0);
    await picker.fill(`Vial${patient.memberId}`);
    await page()
      .getByRole('option', { name: new RegExp(`Vial${patient.memberId}`) })
      .click();

    const text = await pay();
    expect(text).toContain(PAYMENT_SUCCEEDED);
    expect(await transactionOf(text)).toMatchObject({ status: 'paid', productId: 2, quantity: 2, patientId: patient.memberId, totalCents: 97_500 });
  });

  it('gives a tag-1 patient Order Your Vials, disabled without a sales rep, and sells it its vials', { timeout: 120_000 }, async () => {
    const patient = await buyer([2], { tags: [1], harvestCenterId: DEMO_CENTER, salesRepId: undefined });
    const card = page().getByRole('region', { name: 'Checkout Vials' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Order Your Vials' }).isDisabled()).toBe(true);
    expect(await main().innerText()).toContain("Your account doesn't have a sales rep associated. Please contact your admin for help.");

    // Straight to the checkout without a rep: back to the dashboard.
    await page().goto(portalUrl('acme', '/checkout/patient-vials'));
    await page().waitForURL('**/dashboard');

    await Members.patch(await h.domainCtx(), patient.memberId, { salesRepId: DEMO_REP });
    await page().reload();
    await card.getByRole('link', { name: 'Order Your Vials' }).click();
    await page().waitForURL('**/checkout/patient-vials');
    await checkoutLoaded();
    expect(await page().title()).toBe('Checkout Vials - Acme Biologics');
    expect(await region('Order').getByRole('combobox').count()).toBe(0);
    await typeCard(VISA);

    const text = await pay();
    expect(text).toContain(PAYMENT_SUCCEEDED);
    expect(await transactionOf(text)).toMatchObject({ status: 'paid', productId: 2, patientId: patient.memberId, harvestCenterId: DEMO_CENTER });
  });

  it("lets HC staff pay as the center it entered, with the center's saved card, the staff member recorded", { timeout: 120_000 }, async () => {
    await signIn(page(), 'acme', 'staff@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const row = page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' });
    await row.getByRole('button', { name: 'Enter' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

    // The center's dashboard, with the center's payment buttons.
    await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Harvesting Kit', exact: true }).click();
    await page().waitForURL('**/harvest-center/checkout/product/3');
    await checkoutLoaded();
    expect(
      await region('Payment Options')
        .getByLabel(/Visa ending in 1111/)
        .isChecked(),
    ).toBe(true);
    await region('Billing Information').getByLabel('Billing Phone').fill('2085550100');
    for (const name of ['Billing Information', 'Shipping Information'])
      for (const [label, value] of [
        ['Address Line 1', '1 Center Way'],
        ['City', 'Boise'],
        ['State', 'ID'],
        ['Country', 'United States'],
      ] as const)
        await region(name).getByLabel(label).fill(value);

    const text = await pay();
    expect(text).toContain(PAYMENT_SUCCEEDED);
    expect(await transactionOf(text)).toMatchObject({ status: 'paid', productId: 3, buyerId: DEMO_CENTER, harvestCenterId: DEMO_CENTER, hcStaffId: 9 });
  });

  it('shows a declined card in the error dialog, and nothing is paid or mailed', { timeout: 120_000 }, async () => {
    const center = await buyer([4], {}, { location: false });
    const billing = `declined-${center.memberId}@acme.test`;
    await page().goto(portalUrl('acme', '/harvest-center/checkout/processing-fee'));
    await checkoutLoaded();
    const bill = region('Billing Information');
    await bill.getByLabel('Billing Email').fill(billing);
    await bill.getByLabel('Address Line 1').fill('1 Decline Way');
    await bill.getByLabel('City').fill('Indianapolis');
    await bill.getByLabel('State').fill('IN');
    await bill.getByLabel('Country').fill('United States');
    // The gateway's sandbox declines a billing zip of 46282.
    await bill.getByLabel('Postal Code').fill('46282');
    const ship = region('Shipping Information');
    for (const [label, value] of [
      ['Address Line 1', '1 Decline Way'],
      ['City', 'Indianapolis'],
      ['State', 'IN'],
      ['Country', 'United States'],
    ] as const)
      await ship.getByLabel(label).fill(value);
    await typeCard(VISA);
    const last = await Transactions.lastIdOf(await h.domainCtx());

    const text = await pay();
    expect(text).toContain(PAYMENT_DECLINED);
    expect(text).toContain('This transaction has been declined.');
    await page().getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect(await page().getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);

    const ctx = await h.domainCtx();
    const since = await Transactions.lastIdOf(ctx);
    for (let id = last + 1; id <= since; id++) {
      const t = await Transactions.fromId(ctx, id);
      if (t?.buyerId === center.memberId) expect(t.status).not.toBe('paid');
    }
    expect(await h.mailTo(billing)).toEqual([]);
  });

  it('names its landmarks apart: the side menu and the order column are two complementary regions with names of their own', { timeout: 120_000 }, async () => {
    await buyer([4]);
    await page().goto(portalUrl('acme', '/harvest-center/checkout/processing-fee'));
    await checkoutLoaded();
    const asides = await page()
      .getByRole('complementary')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(asides).toHaveLength(2);
    expect(asides.every(Boolean), `names: ${JSON.stringify(asides)}`).toBe(true);
    expect(new Set(asides).size).toBe(2);
    // axe's rule of it (a best practice, outside the WCAG tags the accessibility walk runs).
    await page().evaluate(axe.source);
    const violations = await page().evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'rule', values: ['landmark-unique'] } });
      return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${JSON.stringify(node.target)}`));
    });
    expect(violations).toEqual([]);
  });

  it('shows the price an admin has just set', { timeout: 120_000 }, async () => {
    const ctx = await h.domainCtx();
    try {
      await signIn(page(), 'acme', 'admin@acme.test');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await page().goto(portalUrl('acme', '/product-manager'));
      await page().getByRole('button', { name: 'Edit Shipping Supplies', exact: true }).click();
      const dialog = page().getByRole('dialog', { name: 'Edit Product Price(Shipping Supplies)' });
      await dialog.getByLabel('Price').fill('71.25');
      await dialog.getByLabel('Shipping').fill('9.5');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await page().context().clearCookies();
      await page().evaluate(() => window.localStorage.clear());

      await buyer([4]);
      await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Shipping Supplies' }).click();
      await checkoutLoaded();
      expect(await summary('Price').innerText()).toBe('$71.25');
      expect(await summary('Shipping Fee').innerText()).toBe('$9.50');
      expect(await summary('Total').innerText()).toBe('$80.75');
      // Product 11 needs no patient and ships: shipping information and date are there.
      expect(await region('Shipping Information').count()).toBe(1);
      await page().getByRole('group', { name: 'Shipping Fee' }).getByLabel('No').check();
      expect(await summary('Total').innerText()).toBe('$71.25');
    } finally {
      await ctx.db.entities.productPrice.delete({ domainId: ctx.domain.domainId, productId: 11 }).go();
    }
  });
});
