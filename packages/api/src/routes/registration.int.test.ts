import { randomUUID } from 'node:crypto';
import { LINK_NO_LONGER_VALID, SIGN_ALL_DOCUMENTS, WRONG_MEMBERSHIP } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Documents, Members, Templates } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';

const h = harness();

/** Presses Sign on the simulator's signing page of `link`, as the person in the frame does. */
async function sign(link: string) {
  const page = await (await fetch(link)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  expect((await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);
}

/** A fresh network address per test, so the per-address limits of one test do not reach another. */
const address = () => `10.61.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

const person = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Cora',
  last_name: 'Clinic',
  email: `reg-${randomUUID().slice(0, 8)}@clinic.test`,
  password: 'my own password',
  ...extra,
});
const clinic = {
  company: 'Cedar Clinic',
  phone_number: '2085550100',
  address1: '1 Cedar Way',
  city: 'Boise',
  state_desc: 'ID',
  country_desc: 'United States',
  zip_code: '83702',
};

/** Signs every active registration template of `type` as `name` <`email`>, as the page's Next does. */
async function signAll(type: 4 | 5, name: string, email: string, from: string, link: Record<string, unknown>) {
  const templates = await Templates.forRegistration(await h.domainCtx(), type);
  const documents = [];
  for (const template of templates) {
    const started = await h.call('POST', 'domain/file-signs/registration-sign-link/', {
      domain: 'acme',
      address: from,
      body: { name, email, template_id: template.templateId, ...link },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await sign(started.body.sign_link);
    documents.push({ doc_id: started.body.document_id as string, title: template.title });
  }
  expect(documents.length).toBeGreaterThan(0);
  return documents;
}

/** The invitation tokens of a member's sign-up links, as its own screens read them. */
async function linksOf(role: string, id: number, domain = 'acme') {
  const res = await h.call('GET', `sign-up-links/${id}/`, { domain, token: await h.demoToken(role, domain) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { harvest_center: string | null; referral_center: string | null; hc_staff: string | null };
}

describe('the public registration pages', () => {
  it("registers a harvest center from a rep's link once its templates are signed; it signs in with its own password", { timeout: 60_000 }, async () => {
    const from = address();
    const { harvest_center: invite } = await linksOf('rep', 3);
    const body = person({ ...clinic, subscription: 4, saless_rep_id: 3, invite });
    const register = (payload: unknown) => h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: payload });
    expect(await register(body)).toMatchObject({ status: 400, body: { message: SIGN_ALL_DOCUMENTS } });
    const documents = await signAll(4, 'Cora Clinic', body.email, from, { saless_rep_id: 3, invite });
    const made = await register({ ...body, documents });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.user).toMatchObject({
      subscription: 4,
      company: 'Cedar Clinic',
      saless_rep_id: 3,
      sales_manager_id: 6,
      sales_distributor_id: 8,
      zip_code: '83702',
    });
    const stored = (await Members.fromId(await h.domainCtx(), made.body.user.id))!;
    expect(stored.registrationDocuments?.map((d) => d.documentId)).toEqual(documents.map((d) => d.doc_id));
    const token = await h.login(body.email, 'my own password', 'acme');
    expect((await h.call('GET', `users/${made.body.user.id}/`, { domain: 'acme', token })).body.email).toBe(body.email);
    // The rep now lists the center (the search may find other centers whose words start with its id); the address is taken in this domain.
    const rep = await h.call('GET', `harvest-centers/sales-rep/3/?search=${made.body.user.id}`, { domain: 'acme', token: await h.demoToken('rep') });
    expect(rep.body.results.map((r: { id: number }) => r.id)).toContain(made.body.user.id);
    expect((await register({ ...body, documents })).status).toBe(409);
    expect((await h.call('GET', `users/email-exists/?email=${encodeURIComponent(body.email)}`, { domain: 'acme', address: from })).body).toEqual({
      exists: true,
    });
  });

  it(
    'makes the attestation a harvest center signed on its registration page its attestation: its profile and System Documents show it signed',
    { timeout: 60_000 },
    async () => {
      const from = address();
      const { harvest_center: invite } = await linksOf('rep', 3);
      const body = person({ ...clinic, subscription: 4, saless_rep_id: 3, invite });
      const documents = await signAll(4, 'Cora Clinic', body.email, from, { saless_rep_id: 3, invite });
      const made = await h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: { ...body, documents } });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id: number = made.body.user.id;
      const attestationDoc = documents.at(-1)!.doc_id;

      const token = await h.login(body.email, 'my own password', 'acme');
      const own = await h.call('GET', `documents/harvest-center/${id}/attestation/`, { domain: 'acme', token });
      expect(own.body).toMatchObject({ success: true, status: 'Completed', document_id: attestationDoc, file: `media/${attestationDoc}.pdf` });
      expect(own.body.template_id).not.toBe('');
      const profile = await h.call('GET', `users/${id}/`, { domain: 'acme', token });
      expect(profile.body.template_id).toBe(own.body.template_id);
      // Signing again is not offered: the center has attested.
      expect((await h.call('POST', 'documents/harvest-center/attestation/', { domain: 'acme', token })).status).toBe(400);

      const admin = await h.demoToken('admin');
      const centers = await h.call('GET', `harvest-centers/?search=${id}`, { domain: 'acme', token: admin });
      expect(centers.body.results.find((c: { id: number }) => c.id === id)?.template_id).toBe(own.body.template_id);
      expect((await h.call('GET', `documents/harvest-center/attestation-file/${id}/`, { domain: 'acme', token: admin })).body).toMatchObject({
        success: true,
        file: `media/${attestationDoc}.pdf`,
      });

      // The center opens its signed PDF; another center may not.
      const ctx = await h.domainCtx();
      const center = (await Members.fromId(ctx, id))!;
      await expect(Documents.pdfUrl({ ...ctx, caller: center, member: center }, attestationDoc)).resolves.toMatch(/^http/);
      const other = (await Members.fromId(ctx, 4))!;
      await expect(Documents.pdfUrl({ ...ctx, caller: other, member: other }, attestationDoc)).rejects.toMatchObject({ code: 'not_found' });
    },
  );

  it("links a referral center to its link's harvest center and rep, and a staff member to its center", { timeout: 60_000 }, async () => {
    const from = address();
    const links = await linksOf('hc', 4);
    const rhcBody = person({ ...clinic, subscription: 5, saless_rep_id: 3, hc_id: 4, invite: links.referral_center });
    const documents = await signAll(5, 'Cora Clinic', rhcBody.email, from, { saless_rep_id: 3, hc_id: 4, invite: links.referral_center });
    const rhc = await h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: { ...rhcBody, documents } });
    expect(rhc.body.user, JSON.stringify(rhc.body)).toMatchObject({ subscription: 5, rhc_hc_ids: [4], saless_rep_id: 3 });

    const staffBody = person({
      address1: '2 Elm St',
      city: 'Boise',
      state_desc: 'ID',
      country_desc: 'United States',
      subscription: 9,
      hc_id: 4,
      invite: links.hc_staff,
    });
    const staff = await h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: staffBody });
    expect(staff.body.user, JSON.stringify(staff.body)).toMatchObject({ subscription: 9, staff_hc_ids: [4], staff_unconfirmed_hc_ids: [4] });
    // The staff member enters the center once the center confirms it (link-relations.int.test.ts has the rest).
    const token = await h.login(staffBody.email, 'my own password', 'acme');
    expect((await h.call('GET', 'users/4/', { domain: 'acme', token, actingAs: 4 })).status).toBe(403);
    await h.call('POST', 'hc-staff/confirm-user/', { domain: 'acme', token: await h.demoToken('hc'), body: { user_id: staff.body.user.id, hc_id: 4 } });
    expect((await h.call('GET', 'users/4/', { domain: 'acme', token, actingAs: 4 })).status).toBe(200);
    expect((await h.call('GET', 'hc-staff/staff-list/4/', { domain: 'acme', token: await h.demoToken('hc') })).body.map((m: { id: number }) => m.id)).toContain(
      staff.body.user.id,
    );
    // The center is told of each member who joined it through its links.
    const told = await h.mailTo('hc@acme.test');
    for (const joined of [rhcBody, staffBody])
      expect(
        told.some((m) => m.body.text?.includes(joined.email as string)),
        joined.email as string,
      ).toBe(true);
  });

  it(
    "hands each link to whoever may give it; a new link voids the old one; a page reads its link's party only with the token",
    { timeout: 60_000 },
    async () => {
      const from = address();
      const center = await h.newMember([4]);
      await Members.patch(await h.domainCtx(), center.memberId, { salesRepId: 3, company: 'Linden Clinic' });
      const own = (await h.call('GET', `sign-up-links/${center.memberId}/`, { domain: 'acme', token: await h.login(center.email) })).body;
      expect(own).toMatchObject({
        harvest_center: null,
        referral_center: expect.stringMatching(/^[\w-]{43}$/),
        hc_staff: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect(own.referral_center).not.toBe(own.hc_staff);
      // Its rep sees the same links (its dashboard hands them out); another rep, a patient or another domain's member sees nothing.
      expect(await linksOf('rep', center.memberId)).toEqual(own);
      const otherRep = await h.newMember([3]);
      expect((await h.call('GET', `sign-up-links/${center.memberId}/`, { domain: 'acme', token: await h.login(otherRep.email) })).status).toBe(404);
      expect((await h.call('GET', `sign-up-links/${center.memberId}/`, { domain: 'acme', token: await h.demoToken('patient') })).status).toBe(404);
      expect((await h.call('GET', `sign-up-links/${center.memberId}/`, { domain: 'beta', token: await h.demoToken('admin', 'beta') })).status).toBe(404);

      // The pages' reads of their link's party: only with the link's token.
      const options = (invite?: string) =>
        h.call('GET', `harvest-centers/public-options/${center.memberId}/${invite ? `?invite=${invite}` : ''}`, { domain: 'acme', address: from });
      expect(await options()).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
      expect(await options(own.hc_staff)).toMatchObject({ status: 200, body: { id: center.memberId, company: 'Linden Clinic', saless_rep_id: 3 } });
      expect((await options((await linksOf('rep', 3)).harvest_center!)).status).toBe(400);
      const repInvite = (await linksOf('rep', 3)).harvest_center!;
      const repExists = (invite?: string) => h.call('GET', `sales-rep/3/user-exists/${invite ? `?invite=${invite}` : ''}`, { domain: 'acme', address: from });
      expect(await repExists()).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
      expect(await repExists(own.referral_center!)).toMatchObject({ status: 400 });
      expect(await repExists(repInvite)).toMatchObject({ status: 200, body: { exists: true, data: { sales_manager_id: 6, sales_distributor_id: 8 } } });

      // Only the center (and admins) make a new link; the rep may not void the center's.
      expect(
        (await h.call('POST', `sign-up-links/${center.memberId}/renew/`, { domain: 'acme', token: await h.demoToken('rep'), body: { kind: 'hc-staff' } }))
          .status,
      ).toBe(404);
      const renewed = await h.call('POST', `sign-up-links/${center.memberId}/renew/`, {
        domain: 'acme',
        token: await h.login(center.email),
        body: { kind: 'hc-staff' },
      });
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      expect(renewed.body.hc_staff).not.toBe(own.hc_staff);
      expect(renewed.body.referral_center).toBe(own.referral_center);
      expect((await options(own.hc_staff)).status).toBe(400);
      const staff = (invite: string) =>
        person({ address1: '2 Elm St', city: 'Boise', state_desc: 'ID', country_desc: 'United States', subscription: 9, hc_id: center.memberId, invite });
      expect(await h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: staff(own.hc_staff) })).toMatchObject({
        status: 400,
        body: { message: LINK_NO_LONGER_VALID },
      });
      const joined = await h.call('POST', 'harvest-centers/', { domain: 'acme', address: from, body: staff(renewed.body.hc_staff) });
      expect(joined.body.user, JSON.stringify(joined.body)).toMatchObject({ subscription: 9, staff_hc_ids: [center.memberId] });
      const byAdmin = await h.call('POST', `sign-up-links/${center.memberId}/renew/`, {
        domain: 'acme',
        token: await h.demoToken('admin'),
        body: { kind: 'referral-center' },
      });
      expect(byAdmin.body.referral_center).not.toBe(own.referral_center);
      expect(
        (
          await h.call('POST', `sign-up-links/${center.memberId}/renew/`, {
            domain: 'acme',
            token: await h.demoToken('admin'),
            body: { kind: 'harvest-center' },
          })
        ).status,
      ).toBe(400);
    },
  );

  it('registers sales reps, managers and distributors with their own passwords', async () => {
    const from = address();
    for (const [path, subscription] of [
      ['sales-rep/', 3],
      ['sales-managers/', 6],
      ['sales-distributors/', 8],
    ] as const) {
      const body = person({ subscription });
      const made = await h.call('POST', path, { domain: 'acme', address: from, body });
      expect(made.body.user, JSON.stringify(made.body)).toMatchObject({ subscription, saless_rep_id: null, sales_manager_id: null });
      await h.login(body.email, 'my own password', 'acme');
    }
  });

  it('refuses missing fields, extra fields, another membership and unknown or foreign links, each with its message', { timeout: 60_000 }, async () => {
    // Each refusal from an address of its own: they are more than one address may send in an hour.
    const post = (path: string, body: unknown) => h.call('POST', path, { domain: 'acme', address: address(), body });
    const center = (extra: Record<string, unknown>) => person({ ...clinic, subscription: 4, saless_rep_id: 3, ...extra });
    const missing = await post('harvest-centers/', person({ subscription: 4, saless_rep_id: 3 }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'address1',
      'city',
      'company',
      'country_desc',
      'phone_number',
      'state_desc',
      'zip_code',
    ]);
    expect((await post('harvest-centers/', center({ password: 'short' }))).body.message).toBe('password: Required. Min Length 8');
    expect((await post('harvest-centers/', center({ memberships: [7] }))).status).toBe(400);
    expect((await post('harvest-centers/', center({ is_staff: true }))).status).toBe(400);
    // A page creates its own membership only: an admin through the centers' call, a rep through the managers' call.
    expect(await post('harvest-centers/', center({ subscription: 7 }))).toMatchObject({ status: 400, body: { message: WRONG_MEMBERSHIP } });
    expect(await post('sales-managers/', person({ subscription: 3 }))).toMatchObject({ status: 400, body: { message: WRONG_MEMBERSHIP } });
    expect(await post('sales-rep/', person({ subscription: 3, domain: 2 }))).toMatchObject({ status: 400, body: { message: WRONG_MEMBERSHIP } });
    // A link attaches the new member only with the invitation token its member was issued: refused otherwise, and nothing is made.
    const repLinks = await linksOf('rep', 3);
    const centerLinks = await linksOf('hc', 4);
    const refused = { status: 400, body: { message: LINK_NO_LONGER_VALID } };
    expect(await post('harvest-centers/', center({}))).toMatchObject(refused);
    expect(await post('harvest-centers/', center({ saless_rep_id: undefined, invite: repLinks.harvest_center }))).toMatchObject(refused);
    expect(await post('harvest-centers/', center({ saless_rep_id: 4, invite: repLinks.harvest_center }))).toMatchObject(refused);
    expect(await post('harvest-centers/', center({ invite: centerLinks.hc_staff }))).toMatchObject(refused);
    // An acme rep's token names no rep of beta.
    const foreign = await h.call('POST', 'harvest-centers/', { domain: 'beta', address: address(), body: center({ invite: repLinks.harvest_center }) });
    expect(foreign).toMatchObject(refused);
    const staff = (extra: Record<string, unknown>) => person({ ...clinic, subscription: 9, ...extra });
    const staffRefused = staff({ hc_id: 4 });
    expect(await post('harvest-centers/', staffRefused)).toMatchObject(refused);
    expect(await post('harvest-centers/', staff({ invite: centerLinks.hc_staff }))).toMatchObject(refused);
    expect(await post('harvest-centers/', staff({ hc_id: 4, invite: centerLinks.referral_center }))).toMatchObject(refused);
    expect(await post('harvest-centers/', staff({ hc_id: 4, invite: repLinks.harvest_center }))).toMatchObject(refused);
    expect(await post('harvest-centers/', staff({ hc_id: 4, invite: centerLinks.hc_staff, staff_hc_ids: [9] }))).toMatchObject({ status: 400 });
    // Another center's token with this center's id.
    const other = await h.newMember([4]);
    const otherLinks = await h.call('GET', `sign-up-links/${other.memberId}/`, { domain: 'acme', token: await h.login(other.email) });
    expect(await post('harvest-centers/', staff({ hc_id: 4, invite: otherLinks.body.hc_staff }))).toMatchObject(refused);
    expect(await post('harvest-centers/', person({ ...clinic, subscription: 5, saless_rep_id: 3, hc_id: 4 }))).toMatchObject(refused);
    expect(
      await post('harvest-centers/', person({ ...clinic, subscription: 5, saless_rep_id: 6, hc_id: 4, invite: centerLinks.referral_center })),
    ).toMatchObject(refused);
    // None of the refused registrations made an account.
    expect(
      (await h.call('GET', `users/email-exists/?email=${encodeURIComponent(staffRefused.email as string)}`, { domain: 'acme', address: address() })).body,
    ).toEqual({ exists: false });
    expect(await Members.fromEmail(await h.domainCtx(), staffRefused.email as string)).toBeUndefined();
    // A signed-in call keeps the signed-in rules: a rep may not add a harvest center.
    const asRep = await h.call('POST', 'harvest-centers/', { domain: 'acme', token: await h.demoToken('rep'), body: center({}) });
    expect(asRep.status).toBe(403);
  });

  it('limits registrations per address', { timeout: 60_000 }, async () => {
    await awayFromWindowEdge();
    const from = address();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await h.call('POST', 'sales-rep/', { domain: 'acme', address: from, body: person({ subscription: 3 }) })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await h.call('POST', 'sales-rep/', { domain: 'acme', address: address(), body: person({ subscription: 3 }) })).status).toBe(200);
  });

  it('opens the admin registration with the admin form password only, a few attempts per address', { timeout: 60_000 }, async () => {
    await awayFromWindowEdge();
    const from = address();
    const domainId = (await h.domainCtx()).domain.domainId;
    const gate = (password: string, at = from) =>
      h.call('POST', `domain/config/${domainId}/validate-admin-pass/`, { domain: 'acme', address: at, body: { password } });
    expect((await gate('wrong')).body).toEqual({ success: false, message: 'Access not allowed' });
    expect((await gate('Portal-Admin-Gate')).body).toMatchObject({ success: true });
    expect(
      (await h.call('POST', `domain/config/${domainId + 1}/validate-admin-pass/`, { domain: 'acme', address: from, body: { password: 'x' } })).status,
    ).toBe(404);
    const admin = (extra: Record<string, unknown>) =>
      h.call('POST', 'domain/white-label/admin/', { domain: 'acme', address: from, body: person({ subscription: 7, ...extra }) });
    expect(await admin({ admin_form_password: 'wrong' })).toMatchObject({ status: 403, body: { message: 'Access not allowed' } });
    expect((await admin({})).status).toBe(400);
    expect(await admin({ admin_form_password: 'Portal-Admin-Gate', subscription: 4 })).toMatchObject({ status: 400, body: { message: WRONG_MEMBERSHIP } });
    const body = person({ subscription: 7, admin_form_password: 'Portal-Admin-Gate' });
    const made = await h.call('POST', 'domain/white-label/admin/', { domain: 'acme', address: from, body });
    expect(made.body, JSON.stringify(made.body)).toMatchObject({ success: true, message: 'Admin user created Succesfully!', user: { subscription: 7 } });
    const token = await h.login(body.email as string, 'my own password', 'acme');
    expect((await h.call('GET', 'users/all/', { domain: 'acme', token })).status).toBe(200);
    // The gate counts every attempt of an address: past ten an hour it refuses, even the right password.
    const busy = address();
    for (let i = 0; i < 10; i++) await gate('wrong', busy);
    expect((await gate('Portal-Admin-Gate', busy)).status).toBe(429);
  });
});
