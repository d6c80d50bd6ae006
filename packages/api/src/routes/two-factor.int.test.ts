import { randomUUID } from 'node:crypto';
import {
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_PROMPT,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_REQUIRED_KEEP,
  TWO_FACTOR_RESET_OWN,
  TWO_FACTOR_SETUP_EXPIRED,
  TWO_FACTOR_SIGN_IN_AGAIN,
  TWO_FACTOR_WRONG_CODE,
  twoFactorResetMessage,
} from '@portal/contracts';
import { Audit, Domains, Members, Products } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { codeOf, wrongOf } from '../../../../scripts/local/totp';
import { authenticators } from '../../../../scripts/test/authenticators';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';

const h = harness();
const PASSWORD = 'Portal-Demo-1';

const address = () => `10.61.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

async function signedInMember(domain = 'acme', memberships = [2]) {
  const member = await h.newMember(memberships, domain);
  return { member, token: await h.login(member.email, PASSWORD, domain) };
}

describe('two-factor sign-in with an authenticator app', () => {
  it('is set up from the profile with the password and a first code, then asks for a code at every sign-in, each code once', async () => {
    const { member, token } = await signedInMember();
    const at = address();
    const call = (method: string, path: string, body?: unknown) => h.call(method, path, { domain: 'acme', token, body, address: at });
    expect((await call('GET', 'auth/two-factor/')).body).toEqual({ enabled: false });

    expect((await call('POST', 'auth/two-factor/setup/', { password: 'not-it-at-all' })).status).toBe(400);
    const setup = await call('POST', 'auth/two-factor/setup/', { password: PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, uri, session } = setup.body as { secret: string; uri: string; session: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(`Acme Biologics:${member.email}`)}?secret=${secret}&issuer=Acme%20Biologics&algorithm=SHA1&digits=6&period=30`,
    );

    // A wrong code keeps the setup open; a code in another shape is a 400 of its own; the right one turns it on.
    expect((await call('POST', 'auth/two-factor/confirm/', { session, code: wrongOf(secret) })).body.message).toBe(TWO_FACTOR_WRONG_CODE);
    expect((await call('POST', 'auth/two-factor/confirm/', { session, code: '12345' })).status).toBe(400);
    expect((await call('POST', 'auth/two-factor/confirm/', { session: 'forged', code: codeOf(secret) })).body.message).toBe(TWO_FACTOR_SETUP_EXPIRED);
    const first = codeOf(secret);
    const on = await call('POST', 'auth/two-factor/confirm/', { session, code: ` ${first.slice(0, 3)} ${first.slice(3)} ` });
    expect(on).toMatchObject({ status: 200, body: { message: TWO_FACTOR_ON } });
    expect((await call('GET', 'auth/two-factor/')).body).toEqual({ enabled: true });
    expect((await h.mailTo(member.email)).some((m) => m.subject.includes('two-factor sign-in was turned on'))).toBe(true);
    // The ticket ends with the setup.
    expect((await call('POST', 'auth/two-factor/confirm/', { session, code: codeOf(secret, 1) })).body.message).toBe(TWO_FACTOR_SETUP_EXPIRED);

    // The password alone no longer signs in: it answers with the code challenge.
    const password = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at });
    expect(password.body).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String), message: TWO_FACTOR_PROMPT });
    const second = (code: string) =>
      h.call('POST', 'auth/two-factor/', { domain: 'acme', body: { email: member.email, session: password.body.session, code }, address: at });
    expect((await second(wrongOf(secret))).body.message).toBe(TWO_FACTOR_WRONG_CODE);
    // The code that confirmed the setup was used: refused again.
    expect((await second(first)).body.message).toBe(TWO_FACTOR_CODE_USED);
    const secondCode = codeOf(secret, 1);
    const signedIn = await second(secondCode);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(member.memberId);
    expect((await h.call('GET', 'auth/two-factor/', { domain: 'acme', token: signedIn.body.token })).body).toEqual({ enabled: true });

    // Every code used is refused again while the provider could accept it, not only the last one:
    // the first code, after the second was used, is still refused.
    const next = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at });
    const third = (code: string) =>
      h.call('POST', 'auth/two-factor/', { domain: 'acme', body: { email: member.email, session: next.body.session, code }, address: at });
    expect((await third(first)).body.message).toBe(TWO_FACTOR_CODE_USED);
    expect((await third(secondCode)).body.message).toBe(TWO_FACTOR_CODE_USED);
  });

  it('counts wrong codes as failed sign-ins, so guessing stops as for a password', async () => {
    await awayFromWindowEdge();
    const { member, token } = await signedInMember();
    const at = address();
    const { secret, session } = (await h.call('POST', 'auth/two-factor/setup/', { domain: 'acme', token, body: { password: PASSWORD }, address: at })).body;
    await h.call('POST', 'auth/two-factor/confirm/', { domain: 'acme', token, body: { session, code: codeOf(secret) }, address: at });
    const challenge = (await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at })).body;
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await h.call('POST', 'auth/two-factor/', {
            domain: 'acme',
            body: { email: member.email, session: challenge.session, code: wrongOf(secret) },
            address: at,
          })
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('is turned off with the password and a current code, and the password alone signs in again', async () => {
    const { member, token } = await signedInMember();
    const at = address();
    const call = (method: string, path: string, body?: unknown) => h.call(method, path, { domain: 'acme', token, body, address: at });
    const { secret, session } = (await call('POST', 'auth/two-factor/setup/', { password: PASSWORD })).body;
    await call('POST', 'auth/two-factor/confirm/', { session, code: codeOf(secret) });
    expect((await call('POST', 'auth/two-factor/setup/', { password: PASSWORD })).status).toBe(409);
    expect((await call('POST', 'auth/two-factor/remove/', { password: PASSWORD, code: wrongOf(secret) })).body.message).toBe(TWO_FACTOR_WRONG_CODE);
    expect((await call('GET', 'auth/two-factor/')).body).toEqual({ enabled: true });
    expect((await call('POST', 'auth/two-factor/remove/', { password: PASSWORD, code: codeOf(secret, 1) })).body.message).toBe(TWO_FACTOR_OFF);
    expect((await call('GET', 'auth/two-factor/')).body).toEqual({ enabled: false });
    expect((await call('POST', 'auth/two-factor/remove/', { password: PASSWORD, code: codeOf(secret, -1) })).status).toBe(409);
    const again = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at });
    expect(again.body.token).toEqual(expect.any(String));
    expect((await h.mailTo(member.email)).some((m) => m.subject.includes('two-factor sign-in was turned off'))).toBe(true);
  });

  it('is set up at sign-in, before any screen, by a member whose domain requires it of its membership, and cannot be turned off there', async () => {
    const identifier = `tf${randomUUID().slice(0, 8)}`;
    const domain = await Domains.create(h.core, {
      identifier,
      name: 'Two Factor Clinic',
      url: `http://${identifier}.localhost`,
      emailSender: `no-reply@${identifier}.test`,
      emailNotifications: '',
    });
    await Products.seed(h.core, domain.domainId);
    const ctx = { ...h.core, domain };
    const center = await Members.create(ctx, {
      email: `hc@${identifier}.test`,
      firstName: 'Harbor',
      lastName: 'Center',
      company: 'Harbor Clinic',
      memberships: [4],
      password: PASSWORD,
    });
    const rep = await Members.create(ctx, { email: `rep@${identifier}.test`, firstName: 'Kerry', lastName: 'Rep', memberships: [3], password: PASSWORD });
    await h.core.db.entities.domain
      .patch({ domainId: domain.domainId })
      .set({ twoFactorRequiredFor: ['centers'] })
      .go();
    Domains.forgetCached(identifier);
    const at = address();
    const login = (email: string) => h.call('POST', 'auth/login/', { domain: identifier, body: { email, password: PASSWORD }, address: at });

    // A rep is not required: its password signs it in.
    expect((await login(rep.email)).body.token).toEqual(expect.any(String));
    // The center is led through setup: no token until its app's first code.
    const asked = await login(center.email);
    expect(asked.body).toMatchObject({
      challenge: 'MFA_SETUP',
      message: TWO_FACTOR_REQUIRED,
      secret: expect.any(String),
      uri: expect.stringContaining('otpauth://totp/'),
    });
    expect(asked.body.token).toBeUndefined();
    const finish = (code: string, session = asked.body.session as string) =>
      h.call('POST', 'auth/two-factor/setup-sign-in/', { domain: identifier, body: { email: center.email, session, code }, address: at });
    expect((await finish(wrongOf(asked.body.secret))).body.message).toBe(TWO_FACTOR_WRONG_CODE);
    const done = await finish(codeOf(asked.body.secret));
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(center.memberId);
    // Next time it signs in with a code; it may not turn two-factor off while the domain requires it.
    expect((await login(center.email)).body.challenge).toBe('SOFTWARE_TOKEN_MFA');
    const off = await h.call('POST', 'auth/two-factor/remove/', {
      domain: identifier,
      token: done.body.token,
      body: { password: PASSWORD, code: codeOf(asked.body.secret, 1) },
      address: at,
    });
    expect(off).toMatchObject({ status: 409, body: { message: TWO_FACTOR_REQUIRED_KEEP } });

    // A ticket of a setup begun from the profile does not end a sign-in.
    const other = await signedInMember(identifier, [3]);
    const profileSetup = (await h.call('POST', 'auth/two-factor/setup/', { domain: identifier, token: other.token, body: { password: PASSWORD }, address: at }))
      .body;
    const asSignIn = await h.call('POST', 'auth/two-factor/setup-sign-in/', {
      domain: identifier,
      body: { email: other.member.email, session: profileSetup.session, code: codeOf(profileSetup.secret) },
      address: at,
    });
    expect(asSignIn.body.message).toBe(TWO_FACTOR_SETUP_EXPIRED);
  });

  it('is always required of admins: an admin of a domain that chose nobody sets it up at sign-in, and settings cannot take admins out', async () => {
    const identifier = `tfa${randomUUID().slice(0, 8)}`;
    const domain = await Domains.create(h.core, {
      identifier,
      name: 'Admin Factor Bank',
      url: `http://${identifier}.localhost`,
      emailSender: `no-reply@${identifier}.test`,
      emailNotifications: '',
    });
    const ctx = { ...h.core, domain };
    const admin = await Members.create(ctx, { email: `owner@${identifier}.test`, firstName: 'Olive', lastName: 'Owner', memberships: [7], password: PASSWORD });
    const at = address();
    const asked = await h.call('POST', 'auth/login/', { domain: identifier, body: { email: admin.email, password: PASSWORD }, address: at });
    expect(asked.body).toMatchObject({ challenge: 'MFA_SETUP', message: TWO_FACTOR_REQUIRED, secret: expect.any(String) });
    expect(asked.body.token).toBeUndefined();
    const done = await h.call('POST', 'auth/two-factor/setup-sign-in/', {
      domain: identifier,
      body: { email: admin.email, session: asked.body.session, code: codeOf(asked.body.secret) },
      address: at,
    });
    expect(done.status).toBe(200);
    const token = done.body.token as string;
    expect((await h.call('GET', `domain/config/${identifier}/`, {})).body.two_factor_required_for).toEqual(['admins']);

    // Saving the settings with no group (the locked box is not sent) keeps admins required; centers chosen come beside them.
    const save = (groups: string) =>
      h.call('PATCH', `domain/config/${domain.domainId}/`, {
        domain: identifier,
        token,
        form: {
          name: 'Admin Factor Bank',
          email_sender: `no-reply@${identifier}.test`,
          email_notifications: '',
          description: '',
          two_factor_required_for: groups,
        },
      });
    expect((await save('')).status).toBe(200);
    Domains.forgetCached(identifier);
    expect((await h.call('GET', `domain/config/${identifier}/`, {})).body.two_factor_required_for).toEqual(['admins']);
    expect((await save('centers')).status).toBe(200);
    Domains.forgetCached(identifier);
    expect((await h.call('GET', `domain/config/${identifier}/`, {})).body.two_factor_required_for).toEqual(['admins', 'centers']);
    // And the admin may not turn its own off.
    const off = await h.call('POST', 'auth/two-factor/remove/', {
      domain: identifier,
      token,
      body: { password: PASSWORD, code: codeOf(asked.body.secret, 1) },
      address: at,
    });
    expect(off).toMatchObject({ status: 409, body: { message: TWO_FACTOR_REQUIRED_KEEP } });
  });

  it('refuses a session without a second factor of a member whose membership requires one: its next sign-in sets it up', async () => {
    const identifier = `tfs${randomUUID().slice(0, 8)}`;
    const domain = await Domains.create(h.core, {
      identifier,
      name: 'Session Factor Bank',
      url: `http://${identifier}.localhost`,
      emailSender: `no-reply@${identifier}.test`,
      emailNotifications: '',
    });
    const ctx = { ...h.core, domain };
    const center = await Members.create(ctx, {
      email: `hc@${identifier}.test`,
      firstName: 'Cora',
      lastName: 'Center',
      company: 'Cora Clinic',
      memberships: [4],
      password: PASSWORD,
    });
    const at = address();
    // Signed in with its password alone while nothing required more (as a token made at the provider directly would be).
    const token = (await h.call('POST', 'auth/login/', { domain: identifier, body: { email: center.email, password: PASSWORD }, address: at })).body
      .token as string;
    const read = () => h.call('GET', 'auth/two-factor/', { domain: identifier, token });
    expect((await read()).status).toBe(200);
    await h.core.db.entities.domain
      .patch({ domainId: domain.domainId })
      .set({ twoFactorRequiredFor: ['centers'] })
      .go();
    Domains.forgetCached(identifier);
    expect(await read()).toMatchObject({ status: 403, body: { message: TWO_FACTOR_SIGN_IN_AGAIN } });
    expect((await h.call('POST', 'auth/login/', { domain: identifier, body: { email: center.email, password: PASSWORD }, address: at })).body.challenge).toBe(
      'MFA_SETUP',
    );
  });

  it('is reset by an admin for a member who lost its app: the code no longer signs in, its sessions end, it is mailed, and the trail says who', async () => {
    const { member, token } = await signedInMember();
    const at = address();
    const { secret, session } = (await h.call('POST', 'auth/two-factor/setup/', { domain: 'acme', token, body: { password: PASSWORD }, address: at })).body;
    await h.call('POST', 'auth/two-factor/confirm/', { domain: 'acme', token, body: { session, code: codeOf(secret) }, address: at });
    const signedIn = await h.call('POST', 'auth/two-factor/', {
      domain: 'acme',
      body: {
        email: member.email,
        session: (await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at })).body.session,
        code: codeOf(secret, 1),
      },
      address: at,
    });
    const memberToken = signedIn.body.token as string;

    const admin = await h.newMember([7]);
    const adminToken = await h.login(admin.email);
    const asAdmin = (method: string, path: string) => h.call(method, path, { domain: 'acme', token: adminToken, address: '10.61.0.7' });
    expect((await asAdmin('GET', `users/${member.memberId}/two-factor/`)).body).toEqual({ enabled: true });
    // Another member may neither read nor reset it; an unknown member is not found.
    const patient = await signedInMember();
    expect((await h.call('POST', `users/${member.memberId}/two-factor/reset/`, { domain: 'acme', token: patient.token })).status).toBe(403);
    expect((await asAdmin('POST', 'users/987654321/two-factor/reset/')).status).toBe(404);

    const reset = await asAdmin('POST', `users/${member.memberId}/two-factor/reset/`);
    expect(reset).toMatchObject({ status: 200, body: { message: twoFactorResetMessage(`${member.firstName} ${member.lastName}`, false) } });
    expect((await asAdmin('GET', `users/${member.memberId}/two-factor/`)).body).toEqual({ enabled: false });
    // Twice is a conflict: nothing is left to reset.
    expect((await asAdmin('POST', `users/${member.memberId}/two-factor/reset/`)).status).toBe(409);
    // The member's session ended; its password alone signs in now (the provider forgot the app).
    expect((await h.call('GET', 'auth/two-factor/', { domain: 'acme', token: memberToken })).body.message).toBe(
      'Your session is no longer valid. Please log in again.',
    );
    const again = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: PASSWORD }, address: at });
    expect(again.body.token).toEqual(expect.any(String));
    expect((await h.mailTo(member.email)).some((m) => m.subject.includes('two-factor sign-in was reset'))).toBe(true);
    const trail = (await Audit.recent(await h.domainCtx(), 50)).filter((entry) => entry.action === 'two-factor.reset');
    expect(trail.find((entry) => entry.target === `member:${member.memberId}`)).toMatchObject({ actorId: admin.memberId });
  });

  it("leads a member whose membership requires two-factor through a new app's setup after an admin's reset; an admin resets no one's own", async () => {
    const admin = await h.newMember([7]);
    const adminToken = await h.login(admin.email);
    const other = await h.newMember([7]);
    await h.login(other.email);
    const reset = (id: number) => h.call('POST', `users/${id}/two-factor/reset/`, { domain: 'acme', token: adminToken });
    expect(await reset(admin.memberId)).toMatchObject({ status: 409, body: { message: TWO_FACTOR_RESET_OWN } });
    expect(await reset(other.memberId)).toMatchObject({ status: 200, body: { message: twoFactorResetMessage(`${other.firstName} ${other.lastName}`, true) } });
    // The other admin's old app no longer answers: its next sign-in sets up a new one before any screen.
    authenticators.delete(other.email.toLowerCase());
    const next = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: other.email, password: PASSWORD }, address: address() });
    expect(next.body).toMatchObject({ challenge: 'MFA_SETUP', message: TWO_FACTOR_REQUIRED });
  });
});
