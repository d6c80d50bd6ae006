import { randomUUID } from 'node:crypto';
import { LINK_NO_LONGER_VALID, STAFF_CONFIRMED, STAFF_REFUSED } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members, type MemberRecord } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

/** A fresh network address per call, so the registrations of this file stay under the per-address limit. */
const address = () => `10.62.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

type Links = { harvest_center: string | null; referral_center: string | null; hc_staff: string | null };

/** The staff sign-up page's request through `center`'s link with token `invite`. */
async function registerStaff(center: number, invite: string) {
  const email = `staff-${randomUUID().slice(0, 8)}@clinic.test`;
  const body = { first_name: 'Sam', last_name: 'Staff', email, password: 'my own password', subscription: 9, hc_id: center, invite, ...place };
  const res = await h.call('POST', 'harvest-centers/', { domain: 'acme', address: address(), body });
  return { ...res, email };
}

const place = { address1: '2 Elm St', city: 'Boise', state_desc: 'ID', country_desc: 'United States' };

/** What the harvest center page reads of a rep's link before anything is signed: the rep, only with the link's current token. */
const openCenterPage = (rep: number, invite: string) => h.call('GET', `sales-rep/${rep}/user-exists/?invite=${invite}`, { domain: 'acme', address: address() });

/** A harvest center of its own with a rep of its own, both able to sign in. */
async function centerWithRep(): Promise<{ center: MemberRecord; rep: MemberRecord }> {
  const ctx = await h.domainCtx();
  const rep = await h.newMember([3]);
  const center = await Members.patch(ctx, (await h.newMember([4])).memberId, { salesRepId: rep.memberId, company: 'Larch Clinic' });
  return { center, rep };
}

const linksAs = async (token: string, ownerId: number, actingAs?: number): Promise<Links> => {
  const res = await h.call('GET', `sign-up-links/${ownerId}/`, { domain: 'acme', token, actingAs });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Links;
};

const refused = { status: 400, body: { message: LINK_NO_LONGER_VALID } };

describe('a sign-up link ends with the relation it was read through', () => {
  it("a removed staff member's copy of the center's link registers no one; the center is shown a new link that works", async () => {
    const ctx = await h.domainCtx();
    const { center } = await centerWithRep();
    const staff = await Members.patch(ctx, (await h.newMember([9])).memberId, { staffHcIds: [center.memberId] });
    const staffToken = await h.login(staff.email);
    // Acting as the center, the staff member reads (and keeps) the center's links.
    const kept = await linksAs(staffToken, center.memberId, center.memberId);
    const centerToken = await h.login(center.email);
    const removed = await h.call('POST', 'hc-staff/remove-user/', {
      domain: 'acme',
      token: centerToken,
      body: { user_id: staff.memberId, hc_id: center.memberId },
    });
    expect(removed.status).toBe(200);

    expect(await registerStaff(center.memberId, kept.hc_staff!)).toMatchObject(refused);
    const options = await h.call('GET', `harvest-centers/public-options/${center.memberId}/?invite=${kept.hc_staff}`, { domain: 'acme', address: address() });
    expect(options.status).toBe(400);
    const fresh = await linksAs(centerToken, center.memberId);
    expect(fresh.hc_staff).not.toBe(kept.hc_staff);
    expect(fresh.referral_center).not.toBe(kept.referral_center);
    expect((await registerStaff(center.memberId, fresh.hc_staff!)).status).toBe(200);
  });

  it("a center's links end when its rep changes, and a rep's and its centers' when the rep is deactivated or reactivated", async () => {
    const admin = await h.demoToken('admin');
    const { center, rep } = await centerWithRep();
    const repToken = await h.login(rep.email);
    const byFormerRep = await linksAs(repToken, center.memberId);
    const repOwn = await linksAs(repToken, rep.memberId);
    const newRep = await h.newMember([3]);
    const moved = await h.call('POST', `users/update/${center.memberId}/`, { domain: 'acme', token: admin, body: { saless_rep_id: newRep.memberId } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await registerStaff(center.memberId, byFormerRep.hc_staff!)).toMatchObject(refused);
    // The rep's own link is unchanged by its center's move.
    expect((await openCenterPage(rep.memberId, repOwn.harvest_center!)).status).toBe(200);

    // Deactivating the new rep ends the links of the centers it could read, and reactivating it does not revive them.
    const newRepToken = await h.login(newRep.email);
    const byNewRep = await linksAs(newRepToken, center.memberId);
    const newRepOwn = await linksAs(newRepToken, newRep.memberId);
    expect((await h.call('GET', `users/set/inactive/${newRep.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect((await h.call('GET', `users/set/active/${newRep.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect(await registerStaff(center.memberId, byNewRep.hc_staff!)).toMatchObject(refused);
    expect(await openCenterPage(newRep.memberId, newRepOwn.harvest_center!)).toMatchObject(refused);
  });

  it("a deactivated and reactivated center's old links work no more; a staff member's deactivation ends its centers' links", async () => {
    const admin = await h.demoToken('admin');
    const ctx = await h.domainCtx();
    const { center } = await centerWithRep();
    const before = await linksAs(await h.login(center.email), center.memberId);
    await h.call('GET', `users/set/inactive/${center.memberId}/`, { domain: 'acme', token: admin });
    await h.call('GET', `users/set/active/${center.memberId}/`, { domain: 'acme', token: admin });
    expect(await registerStaff(center.memberId, before.hc_staff!)).toMatchObject(refused);

    const staff = await Members.patch(ctx, (await h.newMember([9])).memberId, { staffHcIds: [center.memberId] });
    const kept = await linksAs(await h.login(staff.email), center.memberId, center.memberId);
    expect((await h.call('GET', `users/set/inactive/${staff.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect(await registerStaff(center.memberId, kept.hc_staff!)).toMatchObject(refused);
  });
});

describe('a staff member who joins through a link waits for the center', () => {
  it('reaches no patient, document or card of the center until the center confirms it', async () => {
    const { center } = await centerWithRep();
    const centerToken = await h.login(center.email);
    const patient = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), patient.memberId, { harvestCenterId: center.memberId });
    const links = await linksAs(centerToken, center.memberId);
    const joined = await registerStaff(center.memberId, links.hc_staff!);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.user).toMatchObject({ staff_hc_ids: [center.memberId], staff_unconfirmed_hc_ids: [center.memberId] });
    const staffId = joined.body.user.id as number;

    // It signs in, but cannot enter the center or read what the center reads.
    const token = await h.login(joined.email, 'my own password', 'acme');
    const asCenter = { domain: 'acme', token, actingAs: center.memberId };
    expect((await h.call('GET', `harvest-centers/${center.memberId}/patients/`, asCenter)).status).toBe(403);
    expect((await h.call('POST', 'billing-profiles/get-profile/', { ...asCenter, body: { user_id: center.memberId } })).status).toBe(403);
    expect((await h.call('GET', `documents/list/${patient.memberId}/`, asCenter)).status).toBe(403);
    expect((await h.call('GET', `sign-up-links/${center.memberId}/`, asCenter)).status).toBe(403);
    expect((await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token })).status).toBe(404);
    expect((await h.call('GET', `hc-staff/auth-profile/${center.memberId}/`, { domain: 'acme', token })).status).toBe(404);
    // Its own list of centers names the center, and its record says it awaits the answer.
    const own = await h.call('GET', `hc-staff/${staffId}/hc-list/`, { domain: 'acme', token });
    expect(own.body.map((c: { id: number }) => c.id)).toEqual([center.memberId]);

    // The center was told, with the link that opens its answer; its Staff list shows the member unconfirmed.
    const told = (await h.mailTo(center.email)).find((m) => m.body.text?.includes(joined.email));
    expect(told?.body.text).toContain(`/staff-view?confirm=${staffId}`);
    const list = await h.call('GET', `hc-staff/staff-list/${center.memberId}/`, { domain: 'acme', token: centerToken });
    expect(list.body.find((m: { id: number }) => m.id === staffId)).toMatchObject({ staff_unconfirmed_hc_ids: [center.memberId] });

    // Another center cannot answer for this one; the center confirms, and the member is in.
    const other = await h.newMember([4]);
    const stranger = await h.call('POST', 'hc-staff/confirm-user/', {
      domain: 'acme',
      token: await h.login(other.email),
      body: { user_id: staffId, hc_id: center.memberId },
    });
    expect(stranger.status).toBe(404);
    const confirmed = await h.call('POST', 'hc-staff/confirm-user/', {
      domain: 'acme',
      token: centerToken,
      body: { user_id: staffId, hc_id: center.memberId },
    });
    expect(confirmed.body).toEqual({ success: true, message: STAFF_CONFIRMED });
    expect((await h.call('GET', `harvest-centers/${center.memberId}/patients/`, asCenter)).status).toBe(200);
    expect((await h.mailTo(joined.email)).some((m) => m.subject.includes('confirmed you as staff'))).toBe(true);
  });

  it('a refused member loses the center and, with no other center, its account; it is told so', async () => {
    const { center } = await centerWithRep();
    const centerToken = await h.login(center.email);
    const links = await linksAs(centerToken, center.memberId);
    const joined = await registerStaff(center.memberId, links.hc_staff!);
    const staffId = joined.body.user.id as number;
    const token = await h.login(joined.email, 'my own password', 'acme');

    const answer = await h.call('POST', 'hc-staff/refuse-user/', { domain: 'acme', token: centerToken, body: { user_id: staffId, hc_id: center.memberId } });
    expect(answer.body).toEqual({ success: true, message: STAFF_REFUSED });
    const stored = await Members.fromId(await h.domainCtx(), staffId);
    expect(stored).toMatchObject({ active: false, staffHcIds: [], staffUnconfirmedHcIds: [] });
    expect((await h.call('GET', `users/${staffId}/`, { domain: 'acme', token })).status).toBe(403);
    await expect(h.login(joined.email, 'my own password', 'acme')).rejects.toThrow();
    const told = (await h.mailTo(joined.email)).find((m) => m.subject.includes('did not confirm you'));
    expect(told?.body.text).toContain('Your account has been closed');
    // The refusal ended the link the stranger came through; a confirmed member cannot be refused, only removed.
    expect(await registerStaff(center.memberId, links.hc_staff!)).toMatchObject(refused);
    const again = await registerStaff(center.memberId, (await linksAs(centerToken, center.memberId)).hc_staff!);
    const againId = again.body.user.id as number;
    await h.call('POST', 'hc-staff/confirm-user/', { domain: 'acme', token: centerToken, body: { user_id: againId, hc_id: center.memberId } });
    const late = await h.call('POST', 'hc-staff/refuse-user/', { domain: 'acme', token: centerToken, body: { user_id: againId, hc_id: center.memberId } });
    expect(late.status).toBe(400);
  });
});
