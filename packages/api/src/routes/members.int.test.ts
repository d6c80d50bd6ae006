import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

describe('GET users/{id}/', () => {
  it('returns the signed-in member', async () => {
    const token = await h.demoToken('patient');
    const res = await h.call('GET', 'users/2/', { domain: 'acme', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, email: 'patient@acme.test', subscription: 2, tags: [1], harvest_center_id: 4, saless_rep_id: 3 });
  });

  it("answers 404 for someone else's record outside the caller's scope", async () => {
    const token = await h.demoToken('patient');
    expect((await h.call('GET', 'users/7/', { domain: 'acme', token })).status).toBe(404);
  });

  it('lets an admin read any member of its domain, and only of its domain', async () => {
    const token = await h.demoToken('admin');
    expect((await h.call('GET', 'users/2/', { domain: 'acme', token })).body.email).toBe('patient@acme.test');
    expect((await h.call('GET', 'users/999999/', { domain: 'acme', token })).status).toBe(404);
    const betaToken = await h.demoToken('admin', 'beta');
    expect((await h.call('GET', 'users/2/', { domain: 'beta', token: betaToken })).body.email).toBe('patient@beta.test');
  });

  it('refuses a missing or malformed token with 403', async () => {
    expect((await h.call('GET', 'users/2/', { domain: 'acme' })).status).toBe(403);
    expect((await h.call('GET', 'users/2/', { domain: 'acme', token: 'garbage' })).status).toBe(403);
  });
});

describe('acting as another member', () => {
  it('runs an admin request as the member, without the admin powers', async () => {
    const admin = await h.demoToken('admin');
    const asPatient = await h.call('GET', 'users/7/', { domain: 'acme', token: admin, actingAs: 2 });
    expect(asPatient.status).toBe(404);
    const self = await h.call('GET', 'users/2/', { domain: 'acme', token: admin, actingAs: 2 });
    expect(self.body.email).toBe('patient@acme.test');
    const member = await h.newMember([2]);
    const escalate = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: admin,
      actingAs: 2,
      body: { user_id: member.memberId, new_password_change: 'Escalated-1' },
    });
    expect(escalate.status).toBe(403);
  });

  it('lets HC staff act only as their associated centers', async () => {
    const staff = await h.demoToken('staff');
    expect((await h.call('GET', 'users/4/', { domain: 'acme', token: staff, actingAs: 4 })).status).toBe(200);
    expect((await h.call('GET', 'users/5/', { domain: 'acme', token: staff, actingAs: 5 })).status).toBe(403);
  });

  it('refuses everyone else', async () => {
    const patient = await h.demoToken('patient');
    expect((await h.call('GET', 'users/7/', { domain: 'acme', token: patient, actingAs: 7 })).status).toBe(403);
  });
});

describe('one visibility rule for users/{id}/ and users/identifier/{id}/', () => {
  it('a lab sees its harvest centers and patients, not a referral center that points at it', async () => {
    const ctx = await h.domainCtx();
    const lab = await h.newMember([1]);
    const center = await h.newMember([4]);
    const referral = await h.newMember([5]);
    const patient = await h.newMember([2]);
    const stranger = await h.newMember([4]);
    await Members.patch(ctx, center.memberId, { labId: lab.memberId, company: 'Lab Center' });
    await Members.patch(ctx, referral.memberId, { labId: lab.memberId, company: 'Referral Clinic' });
    await Members.patch(ctx, patient.memberId, { harvestCenterId: center.memberId });
    const token = await h.login(lab.email);
    const read = async (id: number) => [
      (await h.call('GET', `users/${id}/`, { domain: 'acme', token })).status,
      (await h.call('GET', `users/identifier/${id}/`, { domain: 'acme', token })).status,
    ];
    expect(await read(center.memberId)).toEqual([200, 200]);
    expect(await read(patient.memberId)).toEqual([200, 200]);
    expect(await read(referral.memberId)).toEqual([404, 404]);
    expect(await read(stranger.memberId)).toEqual([404, 404]);
  });
});
