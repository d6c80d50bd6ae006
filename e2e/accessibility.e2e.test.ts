import { randomUUID } from 'node:crypto';
import { isMenuGroup, menuFor, type MembershipId, type PatientDocumentLists } from '@portal/contracts';
import axe from 'axe-core';
import type { Frame, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { DEMO_ADMIN_FORM_PASSWORD, demoMembers } from '../scripts/seed/demo';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

/**
 * WCAG 2.2 A and AA, as axe-core checks them, on every screen of the portal: the guest pages, each
 * membership's menu screens and the screens their rows and links lead to, each with its dialogs
 * open, a list of choices open, its empty form's messages shown, and the e-signature frames. The
 * screens come from the menus (packages/contracts menus.ts) and the dialogs from the buttons that
 * open them, so a new menu entry, row page or dialog is walked without a change here.
 */

const h = harness();
/**
 * A11Y_WIDTH=390 walks it all at a phone's width (the menu a drawer, the tables scrolling). With
 * reduced motion, as a member may ask of the system, the phone's drawer opens and closes at once
 * (index.css): nothing is audited halfway through its slide.
 */
const page = usePage({ viewport: { width: Number(process.env.A11Y_WIDTH ?? 1280), height: 800 }, reducedMotion: 'reduce' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Best practices run beside them, on the portal's own document (a signing frame is a page of its
 * own, with its own main): landmarks of one role each named apart (the checkout's two asides were not).
 */
const ALSO = ['landmark-unique'];

/** Set to see what each walk opened. */
const VERBOSE = Boolean(process.env.A11Y_VERBOSE);

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

type AxeWindow = Window & { axe: typeof axe };

/** Puts axe into every frame of the page that lacks it (the e-signature frames are of another origin) and lets the frames answer the page. */
async function injectAxe(p: Page) {
  const inject = async (frame: Frame) => {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  };
  // A frame that goes away meanwhile (a signing page moving on) has nothing left to audit.
  await Promise.all(p.frames().map((frame) => inject(frame).catch(() => undefined)));
}

/**
 * Waits for the screen to have loaded: a heading or dialog in place, nothing loading (a list, a
 * list of choices searching, a page on its way), and a moment of quiet in which nothing started to.
 */
async function settle(p: Page) {
  const quiet = () =>
    p.waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .spinner, .spinner-block, .route-progress') && document.querySelector('h1, [role="dialog"]'),
      undefined,
      { timeout: 15_000, polling: 50 },
    );
  await quiet();
  await p.waitForTimeout(50);
  await quiet();
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * The buttons that open a screen's dialogs: adding, editing, a row's details, the confirmations of
 * removing and the like (a row's View Patients that opens a page is followed as a link). Signing
 * buttons open the e-signature frames, walked with fresh members (a signing link makes a
 * document); the screens' other buttons send mail, check a provider, pay or submit a form.
 */
const OPENER = /^(Add|Edit|New|Change|Link|Details|View|Info|Remove|Delete|Set Inactive|Login As|Enter|Attestation)\b/;
/** Inside a dialog, the buttons that open another one (a patient's Add Vials, Change Password, an entry's Edit); Add Link, File or Harvest Center add a row to its form. */
const NESTED_OPENER = /^(Add|Edit|Change)\b/;
const NOT_AN_OPENER = /^Add (Link|File|Harvest Center)$/;
/** Never pressed to show a form's messages, empty or not. */
const NEVER_SUBMIT = /^Pay/;

/** A screen's path with its ids as placeholders: one of each kind of row's page is walked. */
const pattern = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * One walk of the portal in one page, signed in once: the screens and dialogs it audited and the
 * violations axe found on them.
 */
class Walk {
  readonly findings: Finding[] = [];
  readonly screens: string[] = [];
  readonly dialogs: string[] = [];
  /** The screens seen, by path pattern, and the ones their content leads to, not yet seen. */
  private readonly seen = new Set<string>();
  private readonly leadsTo: string[] = [];

  constructor(readonly p: Page) {}

  /**
   * Runs axe on the page as it shows now, frames included, or on the dialog `within` (the page
   * behind an open dialog is hidden from assistive technology and inert, and was audited on its
   * own), and records what it finds under `where`.
   */
  async audit(where: string, within?: Locator) {
    await injectAxe(this.p);
    const scope = within ?? this.p.locator('html');
    const violations = await scope.evaluate(
      async (root, { tags, also }) => {
        const { axe } = window as unknown as AxeWindow;
        const results = [
          await axe.run(root, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
          await axe.run(root, { runOnly: { type: 'rule', values: also }, resultTypes: ['violations'], iframes: false }),
        ];
        return results
          .flatMap((result) => result.violations)
          .map((v) => ({
            rule: v.id,
            impact: v.impact ?? 'unknown',
            help: `${v.help} (${v.helpUrl.replace(/\?.*$/, '')})`,
            targets: v.nodes.map((node) => `${JSON.stringify(node.target)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s*\n\s*/g, ' ')}` : ''}`),
          }));
      },
      { tags: WCAG_TAGS, also: ALSO },
    );
    this.findings.push(...violations.map((v) => ({ where, ...v })));
  }

  /** Audits the screen shown, then with a list of choices open, its dialogs and its empty form. */
  async screen(where: string) {
    this.seen.add(pattern(new URL(this.p.url()).pathname));
    this.screens.push(where);
    await this.audit(where);
    const main = this.p.locator('main');
    await this.openList(main, where);
    await this.dialogsOf(main, where);
    await this.submitEmpty(main, where, false);
    this.leadsTo.push(...(await this.screenLinks()));
  }

  /**
   * Every screen of the member's menu as the member opens them, each with its dialogs, then the
   * screens they lead to (a lab's centers and their patients, the checkouts), two steps deep.
   */
  async menu(who: string, memberships: number[], tags: number[]) {
    type Entry = { label: string; to: string; group?: string };
    const entries = menuFor(memberships, tags).flatMap((item): Entry[] =>
      isMenuGroup(item) ? item.children.map((link) => ({ ...link, group: item.label })) : [item],
    );
    const opened = new Set<string>();
    for (const entry of entries) {
      if (opened.has(entry.to)) continue;
      opened.add(entry.to);
      await openFromMenu(this.p, entry.label, entry.group, entry.to);
      await this.screen(`${who} ${entry.to} (${entry.label})`);
    }
    for (let step = 0; step < 2; step++) {
      for (const path of [...new Set(this.leadsTo.splice(0))]) {
        if (this.seen.has(pattern(path))) continue;
        await this.p.goto(portalUrl('acme', path));
        await settle(this.p);
        await this.screen(`${who} ${path}`);
      }
    }
  }

  /** The portal's own screens the main content links to (a row's page, a checkout), not files or other sites. */
  private screenLinks() {
    return this.p
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter((a) => a.origin === location.origin && a.target !== '_blank' && !a.pathname.startsWith('/media/') && a.checkVisibility())
          .map((a) => a.pathname),
      );
  }

  /** Opens the first list of choices (a combobox) of `scope` and audits it open (a dialog's in the dialog). */
  async openList(scope: Locator, where: string, dialog = false) {
    // A field with its own list (not a drop-down, whose arrow keys change the choice).
    const combobox = scope.locator('input[role="combobox"]').first();
    if (!(await combobox.isVisible()) || !(await combobox.isEnabled())) return;
    await combobox.focus();
    await this.p.keyboard.press('ArrowDown');
    const listed = await scope
      .getByRole('listbox')
      .first()
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!listed) return;
    await settle(this.p);
    await this.audit(`${where}, a list of choices open`, dialog ? scope : undefined);
    await this.p.keyboard.press('Escape');
  }

  /** Opens each dialog of `scope` in turn, audits it (with the dialogs it opens), and closes it with Escape. */
  async dialogsOf(scope: Locator, where: string, nested = false) {
    for (const name of await openerNames(scope, nested ? NESTED_OPENER : OPENER)) {
      const open = await this.p.locator(DIALOGS).count();
      const url = this.p.url();
      await scope.getByRole('button', { name, exact: true }).first().click();
      const opened = await this.p
        .waitForFunction(
          ([n, from]) => document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length > n || location.href !== from,
          [open, url] as const,
          { timeout: 5000, polling: 50 },
        )
        .then(() => true)
        .catch(() => false);
      if (this.p.url() !== url) {
        // A button that opens a page (a lab's View Patients): a screen to walk, then back.
        this.leadsTo.push(new URL(this.p.url()).pathname);
        await this.p.goBack();
        await this.p.waitForURL(url);
        await settle(this.p);
        continue;
      }
      if (!opened) {
        if (VERBOSE) console.info(`${where}: "${name}" opened nothing`);
        continue;
      }
      const dialog = this.p.locator(DIALOGS).last();
      await settle(this.p);
      const title = await dialog
        .locator('.dialog-title')
        .first()
        .innerText()
        .catch(() => name);
      const here = `${where} > dialog "${title}" (from "${name}")`;
      await this.dialog(dialog, here, !nested);
      await this.p.keyboard.press('Escape');
      await this.p.waitForFunction((n) => document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length <= n, open, { timeout: 5000, polling: 50 });
    }
  }

  /** Audits an open dialog, with its list of choices open, the dialogs it opens and its empty form sent. */
  async dialog(dialog: Locator, where: string, withNested = true) {
    this.dialogs.push(where);
    await this.audit(where, dialog);
    await this.openList(dialog, where, true);
    if (withNested) await this.dialogsOf(dialog, where, true);
    await this.submitEmpty(dialog, where, true);
  }

  /**
   * Presses a form's submit button while all its text fields are empty, so that its messages show
   * for the audit; a form with anything filled in (an edit, a profile) is left as it is. Nothing it
   * sends leaves the browser: a form that passes its own checks (an edit whose values are chips)
   * shows its failure instead, and the walk changes no data.
   */
  async submitEmpty(scope: Locator, where: string, dialog: boolean) {
    const submit = await scope.evaluate((root, never) => {
      const form = root.querySelector('form');
      if (!form) return -1;
      const fields = [
        ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="number"], input[type="search"], textarea',
        ),
      ].filter((field) => field.checkVisibility() && !field.readOnly && !field.disabled);
      const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
      const button = buttons.findIndex((b) => b.checkVisibility() && !b.disabled);
      if (!fields.length || fields.some((field) => field.value !== '') || button < 0) return -1;
      return new RegExp(never).test(buttons[button]!.textContent?.trim() ?? '') ? -1 : button;
    }, NEVER_SUBMIT.source);
    if (submit < 0) return;
    const refuse = (route: Route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('blockedbyclient'));
    // Until the audit is done: a request the form sends late is refused too.
    await this.p.route('**', refuse);
    try {
      await scope.locator('form').first().locator('button[type="submit"]').nth(submit).click();
      await this.p.waitForTimeout(100);
      await settle(this.p);
      if (dialog && !(await scope.isVisible())) return;
      await this.audit(`${where}, its empty form sent`, dialog ? scope : undefined);
    } finally {
      await this.p.unroute('**', refuse);
    }
  }

  /** Fails with each violation: where, the rule and its impact, what to do, the elements. */
  expectClean() {
    const report = this.findings.map((f) => `${f.where}\n  ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');
    expect(this.findings.length, `${this.findings.length} accessibility violation(s):\n${report}`).toBe(0);
  }
}

/** The names of `scope`'s dialog openers, each once; a table's rows count by their first row. */
const openerNames = (scope: Locator, opener: RegExp) =>
  scope.evaluate(
    (root, [opens, not]) => {
      const names: string[] = [];
      const inDialog = root.getAttribute('role') === 'dialog';
      for (const button of root.querySelectorAll<HTMLButtonElement>('button')) {
        if (button.disabled || !button.checkVisibility()) continue;
        // A dialog's own buttons are walked with the dialog, not with the page behind it.
        if (!inDialog && button.closest('[role="dialog"]')) continue;
        const row = button.closest('tbody tr');
        if (row && row !== row.parentElement!.querySelector('tr')) continue;
        const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().replace(/\s+/g, ' ');
        if (new RegExp(opens).test(name) && !(inDialog && new RegExp(not).test(name)) && !names.includes(name)) names.push(name);
      }
      return names;
    },
    [opener.source, NOT_AN_OPENER.source] as const,
  );

const mainMenu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });

/** Opens a menu entry as a member does: its group first when it has one. */
async function openFromMenu(p: Page, label: string, group: string | undefined, path: string) {
  // On a phone the menu is a drawer, opened from the top bar.
  const drawer = p.getByRole('button', { name: 'Menu', exact: true });
  if ((await drawer.isVisible()) && (await drawer.getAttribute('aria-expanded')) !== 'true') await drawer.click();
  if (group) {
    const toggle = mainMenu(p).getByRole('button', { name: group, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await mainMenu(p).getByRole('link', { name: label, exact: true }).click();
  await p.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  await settle(p);
}

/** Waits for a signing frame inside `scope` to show the signing page. */
async function waitForSigningPage(scope: Locator) {
  const frame = await (await scope.locator('iframe').elementHandle({ timeout: 15_000 }))!.contentFrame();
  await frame!.waitForURL(/\/document\/sign/, { timeout: 15_000 });
  await frame!.waitForLoadState('load');
  await settle(scope.page());
}

/** The fewest screens and dialogs each membership's walk opens, so that a walk broken on the way cannot pass. */
const fewest: Record<MembershipId, { screens: number; dialogs: number }> = {
  1: { screens: 7, dialogs: 3 },
  2: { screens: 8, dialogs: 3 },
  3: { screens: 9, dialogs: 3 },
  4: { screens: 16, dialogs: 8 },
  5: { screens: 10, dialogs: 4 },
  6: { screens: 8, dialogs: 3 },
  // The admin's patient documents have rows (and their two dialogs) once a document was made.
  7: { screens: 16, dialogs: 27 },
  8: { screens: 9, dialogs: 3 },
  9: { screens: 9, dialogs: 4 },
};

describe('accessibility (WCAG 2.2 A and AA, axe-core)', () => {
  it('the guest pages: login, forgotten password, registration and signing pages', { timeout: 120_000 }, async () => {
    const walk = new Walk(page());
    const links = { rep: await h.signUpLinks(3), center: await h.signUpLinks(4) };
    const guestPages = [
      '/',
      '/forgot-password',
      '/reset-password?token=not-a-token',
      '/sign-your-document',
      '/signed-completed-message',
      '/patient-signed-completed-message',
      '/patient-signed-completed-message-from-email',
      '/hc-signed-completed-message',
      '/sales-rep-registration',
      '/sales-manager-registration',
      '/sales-distributor-registration',
      `/harvest-center-registration?srid=3&invite=${links.rep.harvest_center}`,
      `/referral-harvest-center-registration?srid=3&hcid=4&invite=${links.center.referral_center}`,
      `/hc-staff-registration?hcid=4&invite=${links.center.hc_staff}`,
      '/admin-registration-process',
    ];
    for (const path of guestPages) {
      await page().goto(portalUrl('acme', path));
      await settle(page());
      walk.screens.push(path);
      await walk.audit(`guest ${path}`);
      await walk.submitEmpty(page().locator('main'), `guest ${path}`, false);
    }
    // New Admin past its gate.
    await page().getByLabel('Admin Form Password').fill(DEMO_ADMIN_FORM_PASSWORD);
    await page().getByRole('button', { name: 'Continue' }).click();
    await page().getByRole('form', { name: 'New Admin' }).waitFor({ timeout: 10_000 });
    await settle(page());
    walk.screens.push('New Admin form');
    await walk.audit('guest /admin-registration-process, past the gate');
    await walk.submitEmpty(page().locator('main'), 'guest /admin-registration-process, past the gate', false);

    expect(walk.screens).toHaveLength(guestPages.length + 1);
    walk.expectClean();
  });

  it("the membership agreement and the e-signature frames: a patient's, the guest signing page, a center's attestation", { timeout: 120_000 }, async () => {
    const walk = new Walk(page());
    const ctx = await h.domainCtx();
    const tag = randomUUID().slice(0, 8);
    const fresh = (memberships: number[], agreed: boolean, company?: string) =>
      Members.create(ctx, {
        email: `a11y-${memberships[0]}-${agreed ? 'in' : 'new'}-${tag}@acme.test`,
        firstName: 'Alex',
        lastName: `Access${tag}`,
        company,
        memberships,
        password: 'Portal-Demo-1',
        ...(agreed ? { checkAgreement: '2026-11-01 10:00:00' } : {}),
      });

    // A new member's first dashboard: the agreement to accept.
    const newcomer = await fresh([2], false);
    await signIn(page(), 'acme', newcomer.email);
    await page().getByRole('dialog', { name: 'Private Membership Agreement' }).waitFor({ timeout: 15_000 });
    await settle(page());
    await walk.audit('new patient /dashboard > dialog "Private Membership Agreement"');
    await page().evaluate(() => localStorage.clear());

    // A patient signs a document in the frame: the dialog, the frame's page in it.
    const patient = await fresh([2], true);
    await signIn(page(), 'acme', patient.email);
    await page().waitForURL('**/dashboard', { timeout: 15_000 });
    await page()
      .getByRole('region', { name: 'Documents', exact: true })
      .getByRole('button', { name: /^Sign / })
      .first()
      .click({ timeout: 15_000 });
    await waitForSigningPage(page().getByRole('dialog', { name: 'Sign Document' }));
    await walk.audit('patient /dashboard > dialog "Sign Document", its signing frame loaded');

    // The guest page of the e-mailed signing link, with its frame.
    const lists = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: await h.login(patient.email) }))
      .body as PatientDocumentLists;
    const pending = Object.values(lists)
      .flat()
      .find((doc) => doc.status === 'Pending')!;
    const mailed = await h.call('POST', 'utilities/send-patient-sign-email/', {
      domain: 'acme',
      token: await h.demoToken('admin'),
      body: { doc_id: pending.id },
    });
    expect(mailed.status).toBe(200);
    const mail = (await h.mailTo(patient.email)).at(-1)!;
    const token = /\/sign-your-document\?token=([\w.-]+)/.exec(mail.body.text!)![1]!;
    await page().goto(portalUrl('acme', `/sign-your-document?token=${token}`));
    await waitForSigningPage(page().locator('main'));
    await walk.audit('guest /sign-your-document of a signing link, its frame loaded');

    // A center's attestation, signed from its profile.
    await page().evaluate(() => localStorage.clear());
    const center = await fresh([4], true, `A11y Clinic ${tag}`);
    await signIn(page(), 'acme', center.email);
    await page().waitForURL('**/dashboard', { timeout: 15_000 });
    await page().goto(portalUrl('acme', '/hc-profile'));
    await page().getByRole('button', { name: 'Sign Attestation Document' }).click({ timeout: 15_000 });
    await waitForSigningPage(page().getByRole('dialog'));
    await walk.audit('new harvest center /hc-profile > dialog "Sign Document", its signing frame loaded');

    walk.expectClean();
  });

  for (const demo of demoMembers) {
    it(`${demo.local}@acme.test: every screen of the menu and the screens they lead to, with their dialogs`, { timeout: 120_000 }, async () => {
      const p = page();
      const walk = new Walk(p);
      await signIn(p, 'acme', `${demo.local}@acme.test`);
      await p.waitForURL('**/dashboard', { timeout: 15_000 });
      await settle(p);
      await resourcePanel(walk, demo.local);
      await walk.menu(demo.local, [demo.membership], demo.local === 'patient' ? [1] : []);
      if (demo.local === 'admin') await userDetails(walk);
      if (demo.local === 'staff') await inTheCenter(walk);

      if (VERBOSE)
        console.info(`${demo.local}: ${walk.screens.length} screens, ${walk.dialogs.length} dialogs\n${[...walk.screens, ...walk.dialogs].join('\n')}`);
      expect(walk.screens.length, walk.screens.join('\n')).toBeGreaterThanOrEqual(fewest[demo.membership].screens);
      expect(walk.dialogs.length, walk.dialogs.join('\n')).toBeGreaterThanOrEqual(fewest[demo.membership].dialogs);
      walk.expectClean();
    });
  }
});

/** The floating Resource Center panel, open over the dashboard. */
async function resourcePanel(walk: Walk, who: string) {
  const fab = walk.p.getByRole('button', { name: 'Resource Center', exact: true });
  await fab.click();
  await settle(walk.p);
  walk.dialogs.push(`${who} Resource Center panel`);
  await walk.audit(`${who} /dashboard, the Resource Center panel open`);
  await fab.click();
}

/**
 * The admin's User Details of a patient with vials (their Add and an entry's Edit, Change Password:
 * a fresh one, so that the demo patient's ledger stays empty), of a harvest center and of a sales rep.
 */
async function userDetails(walk: Walk) {
  const p = walk.p;
  const tag = randomUUID().slice(0, 8);
  const patient = await Members.create(await h.domainCtx(), {
    email: `a11y-vials-${tag}@acme.test`,
    firstName: 'Val',
    lastName: `Vials${tag}`,
    memberships: [2],
    password: 'Portal-Demo-1',
    checkAgreement: '2026-11-01 10:00:00',
  });
  const admin = await h.demoToken('admin');
  for (const body of [
    { type: 'added', quantity: 3, date: '2026-11-20' },
    { type: 'shipped', quantity: 1, date: '2026-11-21', tracking_id: 'FX-A11Y' },
  ])
    expect((await h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { ...body, user_id: patient.memberId } })).status).toBe(200);

  await openFromMenu(p, 'Dashboard', undefined, '/dashboard');
  for (const email of [patient.email, 'hc@acme.test', 'rep@acme.test']) {
    await p.getByLabel('Search').fill(email);
    // The row of that address, not of one that ends with it (rhc@ for hc@).
    const row = p
      .locator('main table tbody tr')
      .filter({ has: p.locator('td.data-table-email', { hasText: new RegExp(`^${email.replaceAll('.', '\\.')}$`) }) });
    await row.getByRole('button', { name: 'Details' }).click({ timeout: 15_000 });
    const dialog = p.getByRole('dialog', { name: 'User Details' });
    await dialog.waitFor();
    await settle(p);
    await walk.dialog(dialog, `admin /dashboard > dialog "User Details" of ${email}`);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** HC staff once they have entered their center: its dashboard, as the center's, under the banner that says so (the center's screens are the harvest center's walk). */
async function inTheCenter(walk: Walk) {
  const p = walk.p;
  await openFromMenu(p, 'Dashboard', undefined, '/dashboard');
  await p.locator('main table tbody tr').filter({ hasText: 'Acme Harvest Center' }).getByRole('button', { name: 'Enter' }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await p.getByLabel('HC account banner').waitFor({ timeout: 15_000 });
  await settle(p);
  walk.screens.push('staff /dashboard in the center');
  await walk.audit('staff /dashboard, in Acme Harvest Center');
}
