import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_NEEDS_ADDRESS } from '../packages/contracts/src';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const h = harness();
const page = usePage();

const VISA = '4111111111111111';
const MASTERCARD = '5424000000000015';

/** A fresh harvest center with a billing address on its profile, signed in through the form. */
async function signedInCenter() {
  const member = await h.newMember([4]);
  await Members.patch(await h.domainCtx(), member.memberId, {
    checkAgreement: '2026-11-01 10:00:00',
    company: 'Cardholder Clinic',
    address1: '12 Harbor Road',
    city: 'Boise',
    stateDesc: 'ID',
    countryDesc: 'United States',
    zipCode: '83702',
  });
  await signIn(page(), 'acme', member.email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  return member;
}

async function addCard(number: string, expiration: string, options: { makeDefault?: boolean } = {}) {
  await page().getByRole('button', { name: 'Add Payment Method' }).click();
  const form = page().getByRole('dialog');
  await form.getByLabel('Card Holder').fill('Ada Lovelace');
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('Expiration').fill(expiration);
  await form.getByLabel('CVV').fill('123');
  if (options.makeDefault) await form.getByLabel('Set as default').check();
  await form.getByRole('button', { name: 'Save' }).click();
}

describe('Payment Methods', () => {
  it('saves cards through the gateway without the card number ever reaching the API, then sets the default and deletes', async () => {
    await signedInCenter();
    const apiRequests: Request[] = [];
    const gatewayRequests: Request[] = [];
    page().on('request', (request) => {
      if (request.url().includes('/api/v1/')) apiRequests.push(request);
      else if (request.method() === 'POST' && !request.url().includes('.localhost:')) gatewayRequests.push(request);
    });

    await page().goto(portalUrl('acme', '/hc-payments'));
    await expect.poll(() => page().title()).toBe('Payment Methods - Acme Biologics');
    await expect.poll(() => page().locator('main').innerText()).toContain('There are no payment methods saved in your account.');

    await page().getByRole('button', { name: 'Add Payment Method' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page().getByRole('dialog').innerText()).toContain('Required');
    expect(await page().getByRole('dialog').innerText()).toContain('The last 3 digits on back of card');
    await page().keyboard.press('Escape');

    await addCard(VISA, '04/31');
    const row = (text: string) => page().locator('main li').filter({ hasText: text });
    await expect.poll(() => page().locator('main').innerText()).toContain('Visa ending in 1111');
    expect(await row('Visa ending in 1111').innerText()).toContain('Default');
    expect(await row('Visa ending in 1111').innerText()).toContain('Expires 04/2031');

    await addCard(MASTERCARD, '12/30');
    await expect.poll(() => page().locator('main').innerText()).toContain('Master Card ending in 0015');
    expect(await row('Master Card ending in 0015').innerText()).not.toContain('Default');

    await row('Master Card ending in 0015').getByRole('button', { name: 'Set as default' }).click();
    await expect.poll(() => row('Master Card ending in 0015').innerText()).toContain('Default');
    await expect.poll(() => page().locator('main li').first().innerText()).toContain('Master Card ending in 0015');

    await row('Visa ending in 1111').getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page().locator('main').innerText()).not.toContain('Visa ending in 1111');

    await page().reload();
    await expect.poll(() => page().locator('main').innerText()).toContain('Master Card ending in 0015');

    // The cards went to the gateway (the local simulator), and no API request carried their numbers.
    expect(gatewayRequests.map((r) => r.postData() ?? '').filter((body) => body.includes(VISA) || body.includes(MASTERCARD))).toHaveLength(2);
    expect(apiRequests.length).toBeGreaterThan(0);
    for (const request of apiRequests) {
      const sent = `${request.url()} ${request.postData() ?? ''}`;
      expect(sent).not.toContain(VISA);
      expect(sent).not.toContain(MASTERCARD);
      expect(sent).not.toMatch(/"cvv"|"card_number"/);
    }
  });

  it('takes the expiration as printed on a card, MM/YY, checks it, and hands the gateway its month and year', async () => {
    await signedInCenter();
    await page().goto(portalUrl('acme', '/hc-payments'));
    await page().getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    const expiration = dialog.getByLabel('Expiration');
    expect(
      await expiration.evaluate((el: HTMLInputElement) => ({
        type: el.type,
        inputMode: el.inputMode,
        autocomplete: el.autocomplete,
        placeholder: el.placeholder,
      })),
    ).toEqual({
      type: 'text',
      inputMode: 'numeric',
      autocomplete: 'cc-exp',
      placeholder: 'MM/YY',
    });
    // Typed as digits, the slash comes by itself.
    await expiration.pressSequentially('0431');
    expect(await expiration.inputValue()).toBe('04/31');

    await dialog.getByLabel('Card Holder').fill('Ada Lovelace');
    await dialog.getByLabel('Card Number').fill(VISA);
    await dialog.getByLabel('CVV').fill('123');
    const saveWith = async (value: string) => {
      await expiration.fill(value);
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    const message = () =>
      expiration.evaluate(
        (el) =>
          document.getElementById(
            el
              .getAttribute('aria-describedby')
              ?.split(' ')
              .find((id) => id.includes('error')) ?? '',
          )?.textContent ?? '',
      );
    await saveWith('13/31');
    await expect.poll(message).toBe('Enter the month and year as MM/YY, e.g. 04/31');
    await saveWith('01/20');
    await expect.poll(message).toBe('This card has expired');

    const tokenized = page().waitForRequest((request) => request.method() === 'POST' && !request.url().includes('.localhost:'));
    await saveWith('04/31');
    expect(JSON.parse((await tokenized).postData()!).securePaymentContainerRequest.data.token.expirationDate).toBe('042031');
    await expect.poll(() => page().locator('main').innerText()).toContain('Visa ending in 1111');
    expect(await page().locator('main li').filter({ hasText: 'Visa ending in 1111' }).innerText()).toContain('Expires 04/2031');
  });

  it('says before Save, and for as long as the dialog is open, that a card needs an address; Go to Locations leads there', async () => {
    const member = await h.newMember([4]);
    await Members.patch(await h.domainCtx(), member.memberId, { checkAgreement: '2026-11-01 10:00:00', company: 'No Address Clinic' });
    await signIn(page(), 'acme', member.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('acme', '/hc-payments'));
    await page().getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    const note = dialog.getByRole('note');
    await expect.poll(() => note.innerText(), { timeout: 10_000 }).toContain(CARD_NEEDS_ADDRESS);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page().waitForTimeout(3500);
    expect(await note.isVisible()).toBe(true);
    await note.getByRole('link', { name: 'Go to Locations' }).click();
    await page().waitForURL('**/hc-locations');
  });

  it("shows the demo harvest center's seeded card", async () => {
    await signIn(page(), 'acme', 'hc@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('acme', '/hc-payments'));
    await expect.poll(() => page().locator('main').innerText()).toContain('Visa ending in 1111');
    expect(await page().locator('main li').filter({ hasText: 'Visa ending in 1111' }).innerText()).toContain('Default');
  });

  it('shows the gateway refusing a card number it does not accept, and saves nothing', async () => {
    await signedInCenter();
    await page().goto(portalUrl('acme', '/hc-payments'));
    await expect.poll(() => page().locator('main').innerText()).toContain('There are no payment methods saved in your account.');
    await addCard('4111111111111112', '04/31');
    await expect.poll(() => page().getByRole('dialog').getByRole('alert').innerText()).not.toBe('');
    await page().keyboard.press('Escape');
    expect(await page().locator('main').innerText()).toContain('There are no payment methods saved in your account.');
  });
});
