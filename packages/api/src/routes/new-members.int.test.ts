import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

const temporaryPasswordIn = (text: string | undefined) => /Temporary password: (\S+)/.exec(text ?? '')?.[1];

describe('members created by an admin', () => {
  it('adds a patient whose rep follows the center, mails a temporary password and asks for a new one at first sign-in', async () => {
    const admin = await h.demoToken('admin');
    const email = `new-patient-${Date.now()}@acme.test`;
    const res = await h.call('POST', 'users/', {
      domain: 'acme',
      token: admin,
      body: { email, first_name: 'Nia', last_name: 'New', subscription: 2, harvest_center_id: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, subscription: 2, harvest_center_id: 4, saless_rep_id: 3, lab_id: 1 });

    const [mail] = await h.mailTo(email);
    expect(mail?.subject).toBe('Welcome to Acme Biologics');
    const temporary = temporaryPasswordIn(mail?.body.text)!;
    expect(temporary).toMatch(/^.{14}$/);

    const first = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email, password: temporary } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED', message: 'Welcome! Please choose your own password to finish signing in.' });
    expect(first.body.token).toBeUndefined();

    const short = await h.call('POST', 'auth/new-password/', { domain: 'acme', body: { email, session: first.body.session, password: 'short' } });
    expect(short.status).toBe(400);
    const done = await h.call('POST', 'auth/new-password/', { domain: 'acme', body: { email, session: first.body.session, password: 'My-Own-Pass-1' } });
    expect(done.status).toBe(200);
    expect(done.body.token).toMatch(/^ey/);
    await expect(h.login(email, 'My-Own-Pass-1')).resolves.toMatch(/^ey/);
  });

  it('adds a harvest center with its company, refusing a taken address and a missing company', async () => {
    const admin = await h.demoToken('admin');
    const email = `new-center-${Date.now()}@acme.test`;
    const missing = await h.call('POST', 'harvest-centers/', { domain: 'acme', token: admin, body: { email, first_name: 'Cy', last_name: 'Center' } });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toEqual(['company']);
    const res = await h.call('POST', 'harvest-centers/', {
      domain: 'acme',
      token: admin,
      body: { email, first_name: 'Cy', last_name: 'Center', company: 'Cy Clinic', saless_rep_id: 3 },
    });
    expect(res.body.user).toMatchObject({ subscription: 4, company: 'Cy Clinic', saless_rep_id: 3 });
    const again = await h.call('POST', 'harvest-centers/', {
      domain: 'acme',
      token: admin,
      body: { email, first_name: 'Cy', last_name: 'Twice', company: 'Cy Clinic' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'A user with this email already exists.' } });
  });

  it('refuses a harvest center that is not one, and stores nothing', async () => {
    const admin = await h.demoToken('admin');
    const email = `bad-link-${Date.now()}@acme.test`;
    const res = await h.call('POST', 'users/', {
      domain: 'acme',
      token: admin,
      body: { email, first_name: 'B', last_name: 'Ad', subscription: 2, harvest_center_id: 3 },
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Choose a harvest center of this portal.' } });
    expect((await h.call('GET', `users/email-exists/?email=${email}`, { domain: 'acme' })).body).toEqual({ exists: false });
  });

  it('answers whether an address is taken in this domain, by GET and POST', async () => {
    expect((await h.call('GET', 'users/email-exists/?email=ADMIN@acme.test', { domain: 'acme' })).body).toEqual({ exists: true });
    expect((await h.call('POST', 'users/email-exists/', { domain: 'beta', body: { email: 'nobody@acme.test' } })).body).toEqual({ exists: false });
    expect((await h.call('GET', 'users/email-exists/?email=bad', { domain: 'acme' })).status).toBe(400);
  });
});
