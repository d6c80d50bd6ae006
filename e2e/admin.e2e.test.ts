import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { beforeProjection, settled } from '../scripts/test/projections';

const h = harness();

const page = usePage({ acceptDownloads: true });

async function signInAsAdmin() {
  await signIn(page(), 'acme', 'admin@acme.test');
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  await expect.poll(() => page().getByRole('heading', { name: 'Users List' }).isVisible()).toBe(true);
}

/** Signs in as the admin, finds the one member tagged `tag` and confirms `action` on its row. */
async function confirmOnRow(tag: string, action: string, confirm: RegExp) {
  await signInAsAdmin();
  await page().getByLabel('Search').fill(tag);
  await expect.poll(() => rows(page()).count()).toBe(1);
  await rows(page()).first().getByRole('button', { name: action }).click();
  await page().getByRole('dialog').getByRole('button', { name: confirm }).click();
}

/** Members that only this test filters for (`agreed`: past the membership agreement). */
async function namedMembers(count: number, agreed = true) {
  const tag = randomUUID().slice(0, 6);
  const ctx = await h.domainCtx();
  const members = [];
  for (let i = 0; i < count; i++)
    members.push(
      await Members.create(ctx, {
        email: `user${i}-${tag}@acme.test`,
        firstName: `Pat${i}`,
        lastName: `Q${tag}`,
        memberships: [2],
        password: 'Portal-Demo-1',
        ...(agreed ? { checkAgreement: '2026-11-01 10:00:00' } : {}),
      }),
    );
  return { tag, members };
}

const rows = (p: Page) => p.locator('table tbody tr');

/** What a list says while a recent change has not reached all of its rows (the projector lags a minute or more under load). */
const LIST_UPDATING = 'Recent changes are still being applied to this list. Rows may show earlier values; the list updates itself.';

describe('the users list', () => {
  it('filters, pages 20 at a time and exports what it shows as CSV', async () => {
    const { tag } = await namedMembers(22);
    await signInAsAdmin();
    await page().getByLabel('Search').fill(`q${tag.toUpperCase()}`);
    await expect.poll(() => page().locator('main').innerText()).toContain('Page 1 of 2');
    expect(await rows(page()).count()).toBe(20);
    // A numbered button opens page 2, the two oldest; '1' goes back to page 1.
    const pageButton = (n: number) =>
      page()
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: String(n), exact: true });
    await pageButton(2).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Page 2 of 2');
    expect(await rows(page()).allInnerTexts()).toEqual([expect.stringContaining(`user1-${tag}`), expect.stringContaining(`user0-${tag}`)]);
    expect(await pageButton(2).getAttribute('aria-current')).toBe('page');
    await pageButton(1).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Page 1 of 2');
    expect(await rows(page()).count()).toBe(20);
    expect(await pageButton(1).getAttribute('aria-current')).toBe('page');
    await page().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Page 2 of 2');
    expect(await rows(page()).count()).toBe(2);

    const downloading = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^userList.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(23);

    await page().getByLabel('Search').fill(`no-such-member-${tag}`);
    await expect.poll(() => page().locator('main').innerText()).toContain("Empty table. There's nothing to show");
  });

  it('finds a member by any part of its name or address, and puts the one whose whole e-mail was pasted first', async () => {
    // A newer member whose address contains the demo patient's: newest first, it would come before her.
    const ctx = await h.domainCtx();
    const tag = randomUUID().slice(0, 6);
    const lookalike = await Members.create(ctx, {
      email: `x${tag}-patient@acme.test`,
      firstName: 'Lookalike',
      lastName: `Oakley${tag}`,
      memberships: [2],
      password: 'Portal-Demo-1',
    });
    await signInAsAdmin();
    await page().getByLabel('Search').fill('patient@acme.test');
    await expect.poll(() => rows(page()).count()).toBeGreaterThanOrEqual(2);
    expect(await rows(page()).first().innerText()).toContain('Paula');
    expect(await rows(page()).first().innerText()).toContain('patient@acme.test');
    expect(await rows(page()).nth(1).innerText()).toContain(lookalike.email);
    // Inside a word, in any case.
    await page().getByLabel('Search').fill(`AKLEY${tag}`);
    await expect.poll(() => rows(page()).allInnerTexts()).toEqual([expect.stringContaining(lookalike.email)]);
  });

  it('says at the top of the list when a recent change has not reached every row yet, and stops saying it once it has', async () => {
    const { tag, members } = await namedMembers(1);
    await settled();
    await signInAsAdmin();
    await page().getByLabel('Search').fill(tag);
    await expect.poll(() => rows(page()).count()).toBe(1);
    const note = page().getByRole('status').filter({ hasText: LIST_UPDATING });
    expect(await note.count()).toBe(0);
    await beforeProjection(async () => {
      // A rename is carried to the sales that name the member by the projector, after the request.
      await Members.patch(await h.domainCtx(), members[0]!.memberId, { firstName: `Renamed${tag}` });
      await page().getByLabel('Search').fill(`q${tag}`);
      await expect.poll(() => note.isVisible()).toBe(true);
      expect(await note.innerText()).toBe(LIST_UPDATING);
      // Above the table, where the rows it speaks of start, and in the window without scrolling.
      const [noteBox, tableBox] = [(await note.boundingBox())!, (await page().locator('main table').first().boundingBox())!];
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(tableBox.y);
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(page().viewportSize()!.height);
    });
    await settled();
    // The list reads itself again while it is being updated: the note goes without a reload.
    await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(0);
    expect(await rows(page()).first().innerText()).toContain(`Renamed${tag}`);
  });

  it('sets a user inactive, then activates it again from Inactive Users', async () => {
    const { tag, members } = await namedMembers(1);
    await confirmOnRow(tag, 'Set Inactive', /confirm|set inactive|yes/i);
    await expect.poll(() => page().locator('main').innerText()).toContain("Empty table. There's nothing to show");
    expect((await Members.fromId(await h.domainCtx(), members[0]!.memberId))?.active).toBe(false);

    await page().goto(portalUrl('acme', '/inactive-users'));
    await expect.poll(() => page().title()).toBe('Inactive Users - Acme Biologics');
    const row = rows(page()).filter({ hasText: members[0]!.email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Activate' }).click();
    await page()
      .getByRole('dialog')
      .getByRole('button', { name: /confirm|activate|yes/i })
      .click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await Members.fromId(await h.domainCtx(), members[0]!.memberId))?.active).toBe(true);
  });

  it('logs in as a member and goes back as admin', async () => {
    const { tag, members } = await namedMembers(1);
    await confirmOnRow(tag, 'Login As', /confirm|login as|yes/i);
    await expect.poll(() => page().getByRole('heading', { name: 'Vials History' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page().locator('header').innerText()).toContain(String(members[0]!.memberId));

    await page().getByRole('button', { name: 'Go back as Admin' }).click();
    await expect.poll(() => page().getByRole('heading', { name: 'Users List' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page().getByRole('button', { name: 'Go back as Admin' }).count()).toBe(0);
    expect(await page().locator('header').innerText()).toContain('7');
  });

  it("shows the member's agreement to an admin acting as it, who may close it without accepting", async () => {
    const { tag, members } = await namedMembers(1, false);
    await confirmOnRow(tag, 'Login As', /confirm|login as|yes/i);
    const agreement = page().getByRole('dialog', { name: 'Private Membership Agreement' });
    await expect.poll(() => agreement.isVisible(), { timeout: 10_000 }).toBe(true);
    await page().keyboard.press('Escape');
    await expect.poll(() => agreement.isVisible()).toBe(false);
    // Closing is not accepting: the member is asked again at its next sign-in.
    expect((await Members.fromId(await h.domainCtx(), members[0]!.memberId))?.checkAgreement).toBeUndefined();
  });
});
