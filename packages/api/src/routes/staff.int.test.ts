import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

describe('HC staff and their centers', () => {
  it("lists a staff member's centers to itself, and the center's staff to the center", async () => {
    const staff = await h.demoToken('staff');
    const centers = await h.call('GET', 'hc-staff/9/hc-list/', { domain: 'acme', token: staff });
    expect(centers.body.map((c: { company: string }) => c.company)).toEqual(['Acme Harvest Center']);
    const hc = await h.demoToken('hc');
    const team = await h.call('GET', 'hc-staff/staff-list/4/', { domain: 'acme', token: hc });
    expect(team.body.map((m: { email: string }) => m.email)).toContain('staff@acme.test');
  });

  it("keeps other centers' staff and other staff's centers out of reach", async () => {
    const hc = await h.demoToken('hc');
    const otherCenter = await h.newMember([4]);
    expect((await h.call('GET', `hc-staff/staff-list/${otherCenter.memberId}/`, { domain: 'acme', token: hc })).status).toBe(404);
    const staff = await h.demoToken('staff');
    const otherStaff = await h.newMember([9]);
    expect((await h.call('GET', `hc-staff/${otherStaff.memberId}/hc-list/`, { domain: 'acme', token: staff })).status).toBe(404);
  });

  it('lets an admin set the centers of a staff member, which the staff member may then enter', async () => {
    const admin = await h.demoToken('admin');
    const staff = await h.newMember([9]);
    const center = await h.newMember([4]);
    const bad = await h.call('PATCH', `hc-staff/${staff.memberId}/`, { domain: 'acme', token: admin, body: { staff_hc_ids: [3] } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Choose a harvest center of this portal.' } });
    const set = await h.call('PATCH', `hc-staff/${staff.memberId}/`, {
      domain: 'acme',
      token: admin,
      body: { staff_hc_ids: [center.memberId, center.memberId] },
    });
    expect(set.body.staff_hc_ids).toEqual([center.memberId]);
    // The HC Staff Manager's row names the centers, read with the page. A search by the id shows that member first
    // (other staff whose e-mail holds the same digits follow it), once the projector has listed it.
    await settled();
    const page = await h.call('GET', `hc-staff/?search=${staff.memberId}`, { domain: 'acme', token: admin });
    expect(page.body.results[0]).toMatchObject({
      id: staff.memberId,
      staff_hc_ids: [center.memberId],
      harvest_centers: [{ id: center.memberId, company: center.company ?? '' }],
    });
    expect((await h.call('GET', 'hc-staff/', { domain: 'acme', token: await h.demoToken('hc') })).status).toBe(403);
    const token = await h.login(staff.email);
    expect((await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token, actingAs: center.memberId })).status).toBe(200);
  });

  it('lets a center remove its staff member, who then can no longer enter it', async () => {
    const ctx = await h.domainCtx();
    const staff = await h.newMember([9]);
    await Members.patch(ctx, staff.memberId, { staffHcIds: [4] });
    const token = await h.login(staff.email);
    expect((await h.call('GET', 'users/4/', { domain: 'acme', token, actingAs: 4 })).status).toBe(200);
    const hc = await h.demoToken('hc');
    const removed = await h.call('POST', 'hc-staff/remove-user/', { domain: 'acme', token: hc, body: { user_id: staff.memberId, hc_id: 4 } });
    expect(removed.body).toEqual({ success: true, message: 'The staff member has been removed from the harvest center.' });
    expect((await h.call('GET', 'users/4/', { domain: 'acme', token, actingAs: 4 })).status).toBe(403);
    const otherCenter = await h.newMember([4]);
    const notYours = await h.call('POST', 'hc-staff/remove-user/', {
      domain: 'acme',
      token: hc,
      body: { user_id: staff.memberId, hc_id: otherCenter.memberId },
    });
    expect(notYours.status).toBe(404);
  });
});
