import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';

const h = harness();

const codeIn = (text: string | undefined) => /password is (\d{6})\./.exec(text ?? '')?.[1];

describe('forgot password', () => {
  it('mails a code from the domain sender, and the code sets a new password once', async () => {
    const member = await h.newMember([3]);
    const res = await h.call('POST', 'users/reset-password/', { domain: 'acme', body: { email: member.email } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [mail] = await h.mailTo(member.email);
    expect(mail?.subject).toBe('Acme Biologics: reset your password');
    const code = codeIn(mail?.body.text);
    expect(code).toBeDefined();

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await h.call('POST', 'users/reset-password/confirm/', { domain: 'acme', body: { email: member.email, code: wrong, password: 'Brand-New-9' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The code is invalid or has expired. Please request a new one.');

    const ok = await h.call('POST', 'users/reset-password/confirm/', { domain: 'acme', body: { email: member.email, code, password: 'Brand-New-9' } });
    expect(ok.status).toBe(200);
    await expect(h.login(member.email, 'Brand-New-9')).resolves.toMatch(/^ey/);
    await expect(h.login(member.email)).rejects.toThrow(/401/);
    const reused = await h.call('POST', 'users/reset-password/confirm/', { domain: 'acme', body: { email: member.email, code, password: 'Another-9x' } });
    expect(reused.status).toBe(400);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const res = await h.call('POST', 'users/reset-password/', { domain: 'acme', body: { email: 'ghost@acme.test' } });
    expect(res.status).toBe(200);
    expect(await h.mailTo('ghost@acme.test')).toHaveLength(0);
  });

  it('rejects a short new password and keeps the old one', async () => {
    const member = await h.newMember([3]);
    await h.call('POST', 'users/reset-password/', { domain: 'acme', body: { email: member.email } });
    const code = codeIn((await h.mailTo(member.email))[0]?.body.text);
    const res = await h.call('POST', 'users/reset-password/confirm/', { domain: 'acme', body: { email: member.email, code, password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Required. Min Length 8');
    await expect(h.login(member.email)).resolves.toMatch(/^ey/);
  });
});

describe('change password', () => {
  it('changes the own password after checking the current one', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const wrongCurrent = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token,
      body: { password_current: 'not-mine', password_new: 'Fresh-Pass-1', password_confirmation: 'Fresh-Pass-1' },
    });
    expect(wrongCurrent).toMatchObject({ status: 400, body: { message: 'Your current password is incorrect.' } });
    const ok = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token,
      body: { password_current: 'Portal-Demo-1', password_new: 'Fresh-Pass-1', password_confirmation: 'Fresh-Pass-1' },
    });
    expect(ok).toEqual({ status: 200, body: { success: true, message: 'Your password has been changed.' } });
    await expect(h.login(member.email, 'Fresh-Pass-1')).resolves.toMatch(/^ey/);
  });

  it("refuses a confirmation that differs with the spec's message, changing nothing", async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const res = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token,
      body: { password_current: 'Portal-Demo-1', password_new: 'Fresh-Pass-1', password_confirmation: 'Fresh-Pass-2' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('New Password and Confirmation Password do not match!');
    await expect(h.login(member.email)).resolves.toMatch(/^ey/);
  });

  it("lets an admin set another member's password, and nobody else", async () => {
    const member = await h.newMember([2]);
    const admin = await h.demoToken('admin');
    const ok = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: admin,
      body: { user_id: member.memberId, new_password_change: 'Set-By-Admin-1' },
    });
    expect(ok.status).toBe(200);
    await expect(h.login(member.email, 'Set-By-Admin-1')).resolves.toMatch(/^ey/);

    const rep = await h.demoToken('rep');
    const refused = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: rep,
      body: { user_id: member.memberId, new_password_change: 'Hijacked-1' },
    });
    expect(refused.status).toBe(403);
    await expect(h.login(member.email, 'Hijacked-1')).rejects.toThrow(/401/);
  });

  it("never touches another domain's member, even as admin", async () => {
    const betaMember = await h.newMember([2], 'beta');
    const admin = await h.demoToken('admin');
    await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: admin,
      body: { user_id: betaMember.memberId, new_password_change: 'Cross-Domain-1' },
    });
    await expect(h.login(betaMember.email, 'Cross-Domain-1', 'beta')).rejects.toThrow(/401/);
    await expect(h.login(betaMember.email, 'Portal-Demo-1', 'beta')).resolves.toMatch(/^ey/);
  });
});

describe('limits on password calls', () => {
  it('counts wrong current passwords as failed sign-ins: the account locks after 5, even for the right one', async () => {
    await awayFromWindowEdge();
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const change = (current: string, address: string) =>
      h.call('POST', 'users/change-password/', {
        domain: 'acme',
        token,
        address,
        body: { password_current: current, password_new: 'Locked-Out-1', password_confirmation: 'Locked-Out-1' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`, `10.62.0.${i + 1}`)).status).toBe(400);
    expect(await change('Portal-Demo-1', '10.62.1.1')).toMatchObject({
      status: 429,
      body: { message: 'Too many failed login attempts. Please wait 15 minutes and try again.' },
    });
    await expect(h.login(member.email, 'Locked-Out-1')).rejects.toThrow(/40[13]|429/);
  });

  it('limits reset codes per address (429) and per account (silently: the answer stays the same)', async () => {
    await awayFromWindowEdge();
    const ask = (email: string, address: string) => h.call('POST', 'users/reset-password/', { domain: 'acme', body: { email }, address });
    for (let i = 0; i < 10; i++) expect((await ask(`ghost${i}@acme.test`, '10.63.0.1')).status).toBe(200);
    expect(await ask('ghost@acme.test', '10.63.0.1')).toMatchObject({
      status: 429,
      body: { message: 'Too many password reset requests. Please wait an hour and try again.' },
    });

    const member = await h.newMember([2]);
    const { domainId } = (await h.domainCtx()).domain;
    for (let i = 0; i < 7; i++) {
      expect((await ask(member.email, `10.63.1.${i + 1}`)).body.message).toContain('If an account exists for this e-mail');
      // As if the minute between two codes had passed.
      await h.core.db.entities.passwordReset.delete({ domainId, memberId: member.memberId }).go();
    }
    expect(await h.mailTo(member.email)).toHaveLength(5);
  });
});
