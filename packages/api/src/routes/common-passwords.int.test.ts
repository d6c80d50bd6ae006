import { COMMON_PASSWORD, Membership } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

describe('a chosen password that is one of the most common ones', () => {
  it('is refused when a member changes its own, whatever its case, and the old password still signs in', async () => {
    const member = await h.newMember([Membership.Patient]);
    const token = await h.login(member.email);
    for (const common of ['qwertyuiop', 'Password123', 'ILOVEYOU1']) {
      const res = await h.call('POST', 'users/change-password/', {
        domain: 'acme',
        token,
        body: { password_current: 'Portal-Demo-1', password_new: common, password_confirmation: common },
      });
      expect(res.status, common).toBe(400);
      expect(res.body.message).toBe(COMMON_PASSWORD);
    }
    expect(await h.login(member.email)).toMatch(/^ey/);
  });

  it('is refused when an admin sets it for a member, and at registration', async () => {
    const member = await h.newMember([Membership.Patient]);
    const admin = await h.demoToken('admin');
    const res = await h.call('POST', 'users/change-password/', {
      domain: 'acme',
      token: admin,
      body: { user_id: member.memberId, new_password_change: 'baseball1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COMMON_PASSWORD);
    await expect(
      Members.create(await h.domainCtx(), {
        email: `common-${member.memberId}@acme.test`,
        firstName: 'Common',
        lastName: 'Choice',
        memberships: [Membership.Patient],
        password: 'password1',
      }),
    ).rejects.toThrow(COMMON_PASSWORD);
    // A password of the same shape that is not on the list is taken.
    expect(
      (
        await h.call('POST', 'users/change-password/', {
          domain: 'acme',
          token: admin,
          body: { user_id: member.memberId, new_password_change: 'Cedar-Clinic-77' },
        })
      ).status,
    ).toBe(200);
  });
});
