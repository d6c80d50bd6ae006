import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Nora',
  last_name: 'North',
  phone_number: '555 0101',
  email,
  address1: '1 Main St',
  city: 'Springfield',
  state_desc: 'IL',
  country_desc: 'United States',
  zip_code: '62701',
  ...extra,
});

describe('contact details', () => {
  it('saves the own profile and answers with the updated member', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const res = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile(member.email) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User has been updated');
    expect(res.body.user).toMatchObject({ first_name: 'Nora', last_name: 'North', username: 'Nora North', city: 'Springfield', zip_code: '62701' });
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body.phone_number).toBe('555 0101');
  });

  it('refuses missing required fields with their names, and stores nothing', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const res = await h.call('PATCH', `users/${member.memberId}/`, {
      domain: 'acme',
      token,
      body: { ...profile(member.email), first_name: '', phone_number: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['first_name', 'phone_number']);
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body.first_name).toBe('Test');
  });

  it('requires a company for harvest centers and HC staff only', async () => {
    for (const [membership, status] of [
      [4, 400],
      [9, 400],
      [3, 200],
    ] as const) {
      const member = await h.newMember([membership]);
      const token = await h.login(member.email);
      const res = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile(member.email) });
      expect(res.status, `membership ${membership}`).toBe(status);
      if (status === 400) expect(res.body.message).toBe('Company is required for harvest centers and HC staff.');
    }
  });

  it('moves the sign-in to a new e-mail address, and refuses one that is taken', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const taken = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile('admin@acme.test') });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A user with this email already exists.' } });
    const fresh = `moved-${member.memberId}@acme.test`;
    expect((await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile(fresh) })).status).toBe(200);
    await expect(h.login(fresh)).resolves.toMatch(/^ey/);
    await expect(h.login(member.email)).rejects.toThrow(/401/);
  });

  it('accepts a template id only from an admin acting as the member', async () => {
    const member = await h.newMember([4]);
    const token = await h.login(member.email);
    const body = profile(member.email, { company: 'Clinic', template_id: 'tpl-1' });
    expect((await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body })).status).toBe(403);
    const admin = await h.demoToken('admin');
    expect((await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token: admin, body })).status).toBe(403);
    const acting = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token: admin, actingAs: member.memberId, body });
    expect(acting.status).toBe(200);
    expect(acting.body.user.template_id).toBe('tpl-1');
  });

  it('refuses a field the form does not have, and changes nothing', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const before = (await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body;
    for (const extra of [{ memberships: [7] }, { sales_rep_id: 3 }, { active: false }, { check_agreement: '2026-11-21 09:30:00' }]) {
      const res = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile(member.email, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.message).toContain('Unrecognized key');
    }
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body).toEqual(before);
  });

  it("keeps other members' profiles out of reach: 404", async () => {
    const member = await h.newMember([2]);
    const token = await h.demoToken('rep');
    expect((await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile(member.email) })).status).toBe(404);
  });
});

describe('the membership agreement', () => {
  it('is open until the member accepts it, then records the local time', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    expect((await h.call('GET', `utilities/check-agreement/${member.memberId}/`, { domain: 'acme', token })).body).toEqual({
      agreement: false,
      check_agreement: null,
      required: true,
    });
    const res = await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { check_agreement: '2026-11-21 09:30:00' } });
    expect(res.status).toBe(200);
    expect((await h.call('GET', `utilities/check-agreement/${member.memberId}/`, { domain: 'acme', token })).body).toEqual({
      agreement: true,
      check_agreement: '2026-11-21 09:30:00',
      required: true,
    });
  });

  it('never asks an admin, whatever its other memberships, and asks the member an admin acts as', async () => {
    const admin = await h.newMember([2, 7]);
    const token = await h.login(admin.email);
    expect((await h.call('GET', `utilities/check-agreement/${admin.memberId}/`, { domain: 'acme', token })).body).toEqual({
      agreement: false,
      check_agreement: null,
      required: false,
    });
    const patient = await h.newMember([2]);
    const acting = await h.call('GET', `utilities/check-agreement/${patient.memberId}/`, { domain: 'acme', token, actingAs: patient.memberId });
    expect(acting.body).toEqual({ agreement: false, check_agreement: null, required: true });
  });
});

describe('Got a Question', () => {
  it("mails the question to the domain's notification address, replying to the sender", async () => {
    const token = await h.demoToken('patient', 'beta');
    const message = `Where are my vials? ${Date.now()}`;
    const res = await h.call('POST', 'utilities/contact/', { domain: 'beta', token, body: { name: 'Paula', email: 'paula@home.test', message } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const mail = (await h.mailTo('support@beta.test')).find((m) => m.body.text?.includes(message));
    expect(mail?.subject).toBe('Question from Paula (Member ID 2)');
  });

  it("refuses a question without a message with the spec's text", async () => {
    const token = await h.demoToken('patient');
    const res = await h.call('POST', 'utilities/contact/', { domain: 'acme', token, body: { name: '', email: 'x@y.test', message: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Required. Your name');
    expect(res.body.message).toContain('Rquired enter a Message');
  });
});
