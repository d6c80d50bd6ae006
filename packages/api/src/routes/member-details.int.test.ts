import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

describe('User Details, as an admin saves it', () => {
  it('changes memberships, tags and links, with the rep following the chosen center', async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    const res = await h.call('POST', `users/update/${member.memberId}/`, {
      domain: 'acme',
      token: admin,
      body: { memberships: [2, 3], tags: [1, 2, 2], harvest_center_id: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User has been updated');
    expect(res.body.user).toMatchObject({ subscription: 2, tags: [1, 2], harvest_center_id: 4, saless_rep_id: 3 });
    expect(res.body.user.membership.map((m: { name: string }) => m.name)).toEqual(['General Member', 'Sales Rep']);
    const token = await h.login(member.email);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims['custom:membership']).toBe('2,3');
  });

  it('refuses a link to a member of the wrong membership and changes nothing', async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    const res = await h.call('POST', `users/update/${member.memberId}/`, { domain: 'acme', token: admin, body: { tags: [2], saless_rep_id: 4 } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Choose a sales rep of this portal.' } });
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token: admin })).body.tags).toEqual([]);
  });

  it('keeps the estimated ready date 70 days after receipt unless set manually', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    const save = (body: object) => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body });
    const auto = await save({ date_adipose_received_by_lab: '2026-03-01', estimated_date_vials_ready_to_ship: '2027-01-01', hla_typing_test: 1 });
    expect(auto.body.user).toMatchObject({ estimated_date_vials_ready_to_ship: '2026-05-10', set_date_manually: false, hla_typing_test: 1 });
    const manual = await save({ set_date_manually: true, estimated_date_vials_ready_to_ship: '2026-06-01' });
    expect(manual.body.user).toMatchObject({ estimated_date_vials_ready_to_ship: '2026-06-01', set_date_manually: true });
    const cleared = await save({ date_adipose_received_by_lab: '', set_date_manually: false });
    expect(cleared.body.user).toMatchObject({ date_adipose_received_by_lab: null, estimated_date_vials_ready_to_ship: null });
    expect((await save({ number_times_qc_done: -1 })).status).toBe(400);
  });

  it('changes contact details and enforces the company rule against the new memberships', async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    const toCenter = await h.call('POST', `users/update/${member.memberId}/`, { domain: 'acme', token: admin, body: { memberships: [4], city: 'Reno' } });
    expect(toCenter).toMatchObject({ status: 400, body: { message: 'Company is required for harvest centers and HC staff.' } });
    const ok = await h.call('POST', `users/update/${member.memberId}/`, {
      domain: 'acme',
      token: admin,
      body: { memberships: [4], company: 'Reno Clinic', city: 'Reno' },
    });
    expect(ok.body.user).toMatchObject({ subscription: 4, company: 'Reno Clinic', city: 'Reno' });
  });

  it("sets another member's password and sends a reset code, for admins only", async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    expect(
      (await h.call('POST', `users/update-password/${member.memberId}/`, { domain: 'acme', token: admin, body: { password: 'By-Admin-Pass-1' } })).status,
    ).toBe(200);
    await expect(h.login(member.email, 'By-Admin-Pass-1')).resolves.toMatch(/^ey/);
    const reset = await h.call('POST', 'utilities/reset-user-password/', {
      domain: 'acme',
      token: admin,
      body: { user_id: member.memberId, user_name: 'Test Member' },
    });
    expect(reset.body.message).toBe('We sent Test Member an e-mail with a code to reset the password.');
    expect(await h.mailTo(member.email)).toHaveLength(1);
    const rep = await h.demoToken('rep');
    expect((await h.call('POST', `users/update/${member.memberId}/`, { domain: 'acme', token: rep, body: { tags: [1] } })).status).toBe(403);
  });
});
