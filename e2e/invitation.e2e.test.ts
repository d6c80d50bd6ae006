import { describe, expect, it } from 'vitest';
import { harness } from '../scripts/test/harness';
import { signIn, usePage } from '../scripts/test/browser';

const h = harness();
const page = usePage();

describe('an invited member', () => {
  it('signs in with the mailed temporary password, chooses its own and reaches the dashboard', async () => {
    const admin = await h.demoToken('admin');
    const email = `invited-${Date.now()}@acme.test`;
    const created = await h.call('POST', 'users/', {
      domain: 'acme',
      token: admin,
      body: { email, first_name: 'Ivy', last_name: 'Invited', subscription: 2, harvest_center_id: 4 },
    });
    expect(created.status).toBe(200);
    const [mail] = await h.mailTo(email);
    const temporary = /Temporary password: (\S+)/.exec(mail?.body.text ?? '')![1]!;

    await signIn(page(), 'acme', email, temporary);
    await expect.poll(() => page().locator('form').innerText()).toContain('Please choose your own password');
    await page().getByLabel('New password').fill('Ivy-Own-Pass-1');
    await page().getByLabel('Confirm password').fill('Ivy-Own-Pass-2');
    await page().getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => page().locator('form').innerText()).toContain('New Password and Confirmation Password do not match!');
    await page().getByLabel('Confirm password').fill('Ivy-Own-Pass-1');
    await page().getByRole('button', { name: 'Set Password' }).click();
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await expect.poll(() => page().getByRole('dialog', { name: 'Private Membership Agreement' }).isVisible()).toBe(true);

    await expect(h.login(email, 'Ivy-Own-Pass-1')).resolves.toMatch(/^ey/);
  });
});
