import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

describe('an open list', () => {
  it('shows a member added elsewhere when its tab comes back into view, without a reload', { timeout: 60_000 }, async () => {
    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 15_000 });
    const users = page().getByRole('region', { name: 'Users List' });
    const firstRow = users.locator('table tbody tr').first();
    // The list's rows, not its loading row: a read under way when the tab comes back is the one the list shows.
    await expect.poll(() => firstRow.innerText(), { timeout: 15_000 }).toContain('@acme.test');

    // Another admin (another door: the core, as another tab's request would) adds a patient: newest first, it belongs on top.
    const email = `elsewhere-${randomUUID().slice(0, 8)}@acme.test`;
    await Members.create(await h.domainCtx(), { email, firstName: 'Elsa', lastName: 'Where', memberships: [2], password: 'Portal-Demo-1' });
    expect(await firstRow.innerText()).not.toContain(email);

    // The member looks at another tab, then back at this one: the list is read again at once.
    await page().evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => firstRow.innerText(), { timeout: 10_000 }).toContain(email);
    expect(page().url()).toMatch(/\/dashboard$/);
  });
});
