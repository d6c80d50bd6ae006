import { TWO_FACTOR_PROMPT } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';

const h = harness();

describe('sign-in', () => {
  it('signs a demo member in and returns the token, the member and a message', async () => {
    const before = Date.now();
    const res = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'Rep@Acme.test', password: 'Portal-Demo-1' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.user).toMatchObject({ email: 'rep@acme.test', subscription: 3, membership: [{ id: 3, name: 'Sales Rep' }] });
    expect(Date.parse(res.body.user.last_login)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.message).toBe('Login successful');
  });

  it("asks the demo admin, after its password, for its authenticator app's code: no token before it", async () => {
    const res = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'admin@acme.test', password: 'Portal-Demo-1' } });
    expect(res.body).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String), message: TWO_FACTOR_PROMPT });
  });

  it('answers a wrong password and an unknown address with the same message', async () => {
    const wrong = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'rep@acme.test', password: 'not-it' }, address: '10.9.0.1' });
    const unknown = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'nobody@acme.test', password: 'x' }, address: '10.9.0.1' });
    expect(wrong).toEqual({ status: 401, body: { message: 'Unable to log in with provided credentials.', code: 'unauthenticated' } });
    expect(unknown).toEqual(wrong);
  });

  it('keeps members inside their domain: acme cannot sign in on beta, nor use its token there', async () => {
    const onBeta = await h.call('POST', 'auth/login/', { domain: 'beta', body: { email: 'rep@acme.test', password: 'Portal-Demo-1' } });
    expect(onBeta.status).toBe(401);
    const token = await h.demoToken('rep');
    const crossing = await h.call('GET', 'memberships/', { domain: 'beta', token });
    expect(crossing.status).toBe(403);
  });

  it('refuses bad input with a clear 400 naming the fields', async () => {
    const res = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'password']);
    expect(res.body.message).toContain('Enter a valid e-mail address');
  });

  it('answers 404 for an unknown domain and for no domain at all', async () => {
    expect((await h.call('POST', 'auth/login/', { domain: 'nowhere', body: { email: 'a@b.test', password: 'x' } })).status).toBe(404);
    expect((await h.call('GET', 'memberships/')).status).toBe(404);
  });
});

describe('inactive members', () => {
  it('cannot sign in, and their live token stops working at the next request', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    expect((await h.call('GET', 'memberships/', { domain: 'acme', token })).status).toBe(200);
    await Members.patch(await h.domainCtx(), member.memberId, { active: false });
    const live = await h.call('GET', 'memberships/', { domain: 'acme', token });
    expect(live.status).toBe(403);
    const again = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: 'Portal-Demo-1' } });
    expect(again).toEqual({ status: 401, body: { message: 'Your account is inactive. Please contact your admin for help.', code: 'unauthenticated' } });
  });
});

describe('sign-in limits', () => {
  let email: string;
  beforeAll(async () => {
    email = (await h.newMember([2])).email;
  });

  it('locks an account after 5 failures in the window, even for the right password, with a clear message', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) {
      const res = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email, password: 'wrong' }, address: `10.20.0.${i + 1}` });
      expect(res.status).toBe(401);
    }
    const locked = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email, password: 'Portal-Demo-1' }, address: '10.20.1.1' });
    expect(locked).toEqual({
      status: 429,
      body: { message: 'Too many failed login attempts. Please wait 15 minutes and try again.', code: 'too_many' },
    });
  });

  it('limits one address across accounts after 20 failures', async () => {
    await awayFromWindowEdge();
    const address = '10.30.0.1';
    for (let i = 0; i < 20; i++) await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: `ghost${i}@acme.test`, password: 'x' }, address });
    const res = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'lab@acme.test', password: 'Portal-Demo-1' }, address });
    expect(res.status).toBe(429);
    const elsewhere = await h.call('POST', 'auth/login/', {
      domain: 'acme',
      body: { email: 'lab@acme.test', password: 'Portal-Demo-1' },
      address: '10.30.0.2',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('public calls', () => {
  it('serves the build version and the domain config', async () => {
    expect(await h.call('GET', 'auth/build-version/')).toEqual({ status: 200, body: { version: 'test-build' } });
    const config = await h.call('GET', 'domain/config/beta/');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      domain: { identifier: 'beta', name: 'Beta Cell Bank' },
      logo: '/media/domain/logo.svg',
      favicon: '/media/domain/favicon.svg',
      email_notifications: 'support@beta.test',
    });
    expect((await h.call('GET', 'domain/config/nowhere/')).status).toBe(404);
  });

  it('lists every route it serves in the OpenAPI document', async () => {
    const res = await h.call('GET', 'openapi.json');
    const served = Object.entries(res.body.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served).toEqual(
      expect.arrayContaining([
        'POST /auth/login/',
        'GET /auth/build-version/',
        'GET /domain/config/{domain}/',
        'POST /users/reset-password/',
        'POST /users/change-password/',
        'GET /memberships/',
        'GET /utilities/user-tags/',
        'GET /users/{id}/',
      ]),
    );
  });
});

describe('sessions end with the events that should end them', () => {
  const works = async (token: string) => (await h.call('GET', 'memberships/', { domain: 'acme', token })).status;

  it('a password change ends every older token, this one included; the new password signs in', async () => {
    const member = await h.newMember([2]);
    const [mine, other] = [await h.login(member.email), await h.login(member.email)];
    const changed = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: mine,
      body: { password_current: 'Portal-Demo-1', password_new: 'Epoch-Pass-1', password_confirmation: 'Epoch-Pass-1' },
    });
    expect(changed.status).toBe(200);
    expect(await works(mine)).toBe(403);
    expect(await works(other)).toBe(403);
    expect(await works(await h.login(member.email, 'Epoch-Pass-1'))).toBe(200);
  });

  it("an admin setting a password, or sending a reset code, ends the member's older tokens", async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    const before = await h.login(member.email);
    expect(
      (await h.call('POST', 'users/change-password/', { domain: 'acme', token: admin, body: { user_id: member.memberId, new_password_change: 'Admin-Set-1' } }))
        .status,
    ).toBe(200);
    expect(await works(before)).toBe(403);

    const next = await h.login(member.email, 'Admin-Set-1');
    expect(await works(next)).toBe(200);
    expect((await h.call('POST', 'utilities/reset-user-password/', { domain: 'acme', token: admin, body: { user_id: member.memberId } })).status).toBe(200);
    expect(await works(next)).toBe(403);
    // The admin's own session is untouched.
    expect(await works(admin)).toBe(200);
  });

  it('a reset by code ends the older tokens', async () => {
    const member = await h.newMember([2]);
    const before = await h.login(member.email);
    await h.call('POST', 'users/reset-password/', { domain: 'acme', body: { email: member.email }, address: '10.61.0.1' });
    const code = /is (\d{6})\./.exec((await h.mailTo(member.email)).at(-1)!.body.text!)![1]!;
    const reset = await h.call('POST', 'users/reset-password/confirm/', { domain: 'acme', body: { email: member.email, code, password: 'Reset-Epoch-1' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await works(before)).toBe(403);
  });

  it('deactivation ends them for good: re-activating does not revive an older token', async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    const before = await h.login(member.email);
    expect((await h.call('GET', `users/set/inactive/${member.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect((await h.call('GET', `users/set/active/${member.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect(await works(before)).toBe(403);
    // Past the epoch's second, a fresh sign-in works.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await works(await h.login(member.email))).toBe(200);
  });

  it('a sign-in at once after a deactivation and re-activation gets a token that works; the older token stays refused', async () => {
    const admin = await h.demoToken('admin');
    const member = await h.newMember([2]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = await h.login(member.email);
      expect((await h.call('GET', `users/set/inactive/${member.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
      expect((await h.call('GET', `users/set/active/${member.memberId}/`, { domain: 'acme', token: admin })).status).toBe(200);
      const after = await h.login(member.email);
      expect(await works(after), `attempt ${attempt}: the new token`).toBe(200);
      expect(await works(before), `attempt ${attempt}: the older token`).toBe(403);
    }
  });

  it('a sign-in at once after a password change gets a token that works; the older token stays refused', async () => {
    const member = await h.newMember([2]);
    let current = 'Portal-Demo-1';
    for (const next of ['Epoch-Now-1', 'Epoch-Now-2', 'Epoch-Now-3']) {
      const before = await h.login(member.email, current);
      const body = { password_current: current, password_new: next, password_confirmation: next };
      expect((await h.call('POST', 'users/change-password/', { domain: 'acme', token: before, body })).status).toBe(200);
      current = next;
      const after = await h.login(member.email, current);
      expect(await works(after), `${next}: the new token`).toBe(200);
      expect(await works(before), `${next}: the older token`).toBe(403);
    }
  });
});

describe('the caller address of the per-address limits', () => {
  it('is the one the platform reports: a client-set X-Forwarded-For does not move it', async () => {
    await awayFromWindowEdge();
    const address = '10.31.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await h.call('POST', 'auth/login/', {
        domain: 'acme',
        body: { email: `xff${i}@acme.test`, password: 'x' },
        address,
        headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      });
      expect(res.status).toBe(401);
    }
    const spoofed = await h.call('POST', 'auth/login/', {
      domain: 'acme',
      body: { email: 'lab@acme.test', password: 'Portal-Demo-1' },
      address,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
    expect(
      (await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: 'lab@acme.test', password: 'Portal-Demo-1' }, address: '10.31.0.2' })).status,
    ).toBe(200);
  });

  it('limits the anonymous e-mail check per address', async () => {
    await awayFromWindowEdge();
    const ask = (address: string) => h.call('GET', 'users/email-exists/?email=admin@acme.test', { domain: 'acme', address });
    for (let i = 0; i < 60; i++) expect((await ask('10.32.0.1')).status).toBe(200);
    expect(await ask('10.32.0.1')).toMatchObject({ status: 429, body: { message: 'Too many e-mail checks. Please wait an hour and try again.' } });
    expect((await h.call('POST', 'users/email-exists/', { domain: 'acme', address: '10.32.0.1', body: { email: 'admin@acme.test' } })).status).toBe(429);
    expect((await ask('10.32.0.2')).body).toEqual({ exists: true });
  });
});
