import { describe, expect, it, inject } from 'vitest';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const page = usePage();

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

async function latestMailTo(address: string): Promise<StoredMail | undefined> {
  const res = await fetch(`${inject('sesEndpoint')}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(address)).at(-1);
}

describe('forgot password', () => {
  it('mails a code to the local inbox; the link in it sets a new password that signs in', async () => {
    const email = 'rhc@beta.test';
    await page().goto(portalUrl('beta', '/forgot-password'));
    await expect.poll(() => page().title()).toBe('Forgot Password - Beta Cell Bank');
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page().getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('we have sent a code to reset your password');
    expect(await dialog.getByRole('button', { name: 'Login Page' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);

    const mail = await expect
      .poll(() => latestMailTo(email))
      .toBeDefined()
      .then(() => latestMailTo(email));
    expect(mail!.subject).toBe('Beta Cell Bank: reset your password');
    const code = /password is (\d{6})\./.exec(mail!.body.text ?? '')![1]!;
    const link = /(http:\/\/\S+\/reset-password\?email=\S+)/.exec(mail!.body.text ?? '')![1]!;
    expect(link.startsWith(portalUrl('beta', '/reset-password'))).toBe(true);

    await page().goto(link);
    expect(await page().getByLabel('Email').inputValue()).toBe(email);
    await page().getByLabel('Code').fill(code);
    await page().getByLabel('New password', { exact: true }).fill('Changed-Pass-7');
    await page().getByLabel('Confirm password').fill('Changed-Pass-7');
    await page()
      .getByRole('button', { name: /reset|save|set/i })
      .click();
    await expect.poll(() => page().getByRole('dialog').innerText()).toContain('Your password has been reset.');
    await page().getByRole('button', { name: 'Login Page' }).click();

    await signIn(page(), 'beta', email, 'Changed-Pass-7');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
  });
});

describe('change password', () => {
  it('refuses a confirmation that differs without calling the server, then changes the password', async () => {
    await signIn(page(), 'beta', 'lab@beta.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('beta', '/password'));
    await expect.poll(() => page().title()).toBe('Change Password - Beta Cell Bank');
    const calls: string[] = [];
    page().on('request', (r) => r.url().includes('change-password') && calls.push(r.method()));

    await page().getByLabel('Current password').fill('Portal-Demo-1');
    await page().getByLabel('New password', { exact: true }).fill('Lab-Changed-1');
    await page().getByLabel('Confirm password').fill('Lab-Changed-2');
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('New Password and Confirmation Password do not match!');
    expect(calls).toEqual([]);

    await page().getByLabel('Confirm password').fill('Lab-Changed-1');
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page().getByRole('dialog').innerText()).toContain('Your password has been changed.');
    expect(calls).toEqual(['POST']);

    // Every session ends with the change: the member is told to sign in again and taken to the login page, with no refused call on the way.
    const refused: string[] = [];
    page().on('response', (r) => r.status() === 403 && refused.push(r.url()));
    expect(await page().getByRole('dialog').innerText()).toContain('Please sign in again with your new password.');
    await page().getByRole('dialog').getByRole('button', { name: 'Login Page' }).click();
    await page().waitForURL(portalUrl('beta', '/'));
    await expect.poll(() => page().title()).toBe('Member Login - Beta Cell Bank');
    await signIn(page(), 'beta', 'lab@beta.test', 'Lab-Changed-1');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    expect(refused).toEqual([]);
  });

  it('titles a route without a title with the domain name alone', async () => {
    await signIn(page(), 'beta', 'staff@beta.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('beta', '/unauthorized'));
    await expect.poll(() => page().getByText('This action is unauthorized').isVisible()).toBe(true);
    expect(await page().title()).toBe('Beta Cell Bank');
  });
});
