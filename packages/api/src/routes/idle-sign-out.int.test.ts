import { randomUUID } from 'node:crypto';
import { IDLE_SIGN_OUT_RANGE, idleSignedOut, Membership } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Domains } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

/** A domain of its own (a test changes its idle time), with an admin and a patient signed in. */
async function freshDomain() {
  const identifier = `idle-${randomUUID().slice(0, 8)}`;
  const domain = await Domains.create(h.core, {
    identifier,
    name: 'Idle Test',
    url: `http://${identifier}.localhost`,
    emailSender: `Idle Test <no-reply@${identifier}.test>`,
    emailNotifications: '',
  });
  const [admin, patient] = [await h.newMember([Membership.Admin], identifier), await h.newMember([Membership.Patient], identifier)];
  return { identifier, domainId: domain.domainId, admin: await h.login(admin.email), patient, token: await h.login(patient.email) };
}

type Fresh = Awaited<ReturnType<typeof freshDomain>>;

const profile = (d: Fresh) => h.call('GET', `users/${d.patient.memberId}/`, { domain: d.identifier, token: d.token });

/** The patient's one session, as stored. */
async function sessionOf(d: Fresh) {
  const { data } = await h.core.db.entities.liveSession.query.byMember({ domainId: d.domainId, memberId: d.patient.memberId }).go({ consistent: true });
  expect(data).toHaveLength(1);
  return data[0]!;
}

/** As if the session was last used `minutes` ago. */
async function idleFor(d: Fresh, minutes: number) {
  const session = await sessionOf(d);
  await h.core.db.entities.liveSession
    .patch(session)
    .set({ lastUsedAt: Date.now() - minutes * 60_000 })
    .go();
}

describe('idle sign-out on the server', () => {
  it('refuses a token left unused past the domain idle time (15 minutes by default), whatever the browser does', async () => {
    const d = await freshDomain();
    expect((await profile(d)).status).toBe(200);
    await idleFor(d, 14);
    expect((await profile(d)).status, 'used 14 minutes ago').toBe(200);
    // That request counted as a use: the session is live again from now.
    expect((await sessionOf(d)).lastUsedAt).toBeGreaterThan(Date.now() - 5_000);
    await idleFor(d, 16);
    const refused = await profile(d);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(idleSignedOut(15));
    // Refused for good: a use after the limit does not bring it back.
    expect((await h.call('POST', 'auth/keep-alive/', { domain: d.identifier, token: d.token })).status).toBe(403);
  });

  it('keeps a session whose member is still at work alive through keep-alive; a refused request writes nothing', async () => {
    const d = await freshDomain();
    await idleFor(d, 10);
    const bad = await h.call('POST', 'users/change-password/', { domain: d.identifier, token: d.token, body: {} });
    expect(bad.status).toBe(400);
    expect((await sessionOf(d)).lastUsedAt, 'a 400 is no use of the session').toBeLessThan(Date.now() - 9 * 60_000);
    const kept = await h.call('POST', 'auth/keep-alive/', { domain: d.identifier, token: d.token });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ success: true, message: 'You are still signed in.' });
    expect((await sessionOf(d)).lastUsedAt).toBeGreaterThan(Date.now() - 5_000);
  });

  it('follows the idle time an admin sets in White Label Settings, from 5 to 60 minutes', async () => {
    const d = await freshDomain();
    const save = (minutes: string) =>
      h.call('PATCH', `domain/config/${d.domainId}/`, {
        domain: d.identifier,
        token: d.admin,
        form: { name: 'Idle Test', email_sender: `no-reply@${d.identifier}.test`, idle_sign_out_minutes: minutes },
      });
    for (const bad of ['4', '61', '0', 'ten', '15.5', '-5']) {
      const res = await save(bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body)).toContain(IDLE_SIGN_OUT_RANGE);
    }
    expect((await h.call('GET', `domain/config/${d.identifier}/`, {})).body.idle_sign_out_minutes).toBe(15);
    expect((await save('30')).status).toBe(200);
    expect((await h.call('GET', `domain/config/${d.identifier}/`, {})).body.idle_sign_out_minutes).toBe(30);
    await idleFor(d, 20);
    expect((await profile(d)).status, 'within 30 minutes').toBe(200);
    await idleFor(d, 31);
    expect((await profile(d)).body.message).toBe(idleSignedOut(30));
  });
});
