import { SIGNED_OUT, SIGNED_OUT_EVERYWHERE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { CLOCK_MARGIN_MS } from '../../../core/src/auth/session-epoch';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

/** The status a token's next request gets: 200 while its session lasts. */
const works = async (token: string) => (await h.call('GET', 'memberships/', { domain: 'acme', token })).status;
const signOut = (token: string, actingAs?: number) => h.call('POST', 'auth/sign-out/', { domain: 'acme', token, actingAs });
const signOutEverywhere = (token: string, actingAs?: number) => h.call('POST', 'auth/sign-out-everywhere/', { domain: 'acme', token, actingAs });

describe('sign-out', () => {
  it('ends the session of the token used; the same member in another browser goes on', async () => {
    const member = await h.newMember([2]);
    const [here, elsewhere] = [await h.login(member.email), await h.login(member.email)];
    expect(await signOut(here)).toEqual({ status: 200, body: { success: true, message: SIGNED_OUT } });
    expect(await works(here)).toBe(403);
    expect(await works(elsewhere)).toBe(200);
    // Signed out again, the token is refused as any refused token is.
    expect(await signOut(here)).toMatchObject({ status: 403, body: { message: 'Your session is no longer valid. Please log in again.' } });
  });

  it('keeps every other session through several sign-outs, a sign-in at once after one included', async () => {
    const member = await h.newMember([2]);
    const [first, second, third] = [await h.login(member.email), await h.login(member.email), await h.login(member.email)];
    expect((await signOut(first)).status).toBe(200);
    // Within the same second as the sign-out: its sign-in admits it.
    const fourth = await h.login(member.email);
    expect((await signOut(second)).status).toBe(200);
    expect(await Promise.all([first, second, third, fourth].map(works))).toEqual([403, 403, 200, 200]);
  });

  it('refuses a request without a token', async () => {
    expect((await h.call('POST', 'auth/sign-out/', { domain: 'acme' })).status).toBe(403);
    expect((await h.call('POST', 'auth/sign-out-everywhere/', { domain: 'acme' })).status).toBe(403);
  });

  /** Sign-ins of the member at the same time as the sign-out of `leaving`, each from its own address. */
  const signInsDuring = (email: string, leaving: string) =>
    Promise.all([
      signOut(leaving),
      ...Array.from({ length: 4 }, (_, i) =>
        h.call('POST', 'auth/login/', {
          domain: 'acme',
          body: { email, password: 'Portal-Demo-1' },
          address: `10.61.${i}.${Math.floor(Math.random() * 250) + 1}`,
        }),
      ),
    ]);

  it('lets sign-ins made at the same time through, working, when the session signed out is older', async () => {
    const member = await h.newMember([2]);
    const leaving = await h.login(member.email);
    // Past the margin of the token's issue second (session-epoch.ts): as a session of a while ago.
    await new Promise((done) => setTimeout(done, CLOCK_MARGIN_MS + 1000));
    const [out, ...signIns] = await signInsDuring(member.email, leaving);
    expect(out.status).toBe(200);
    expect(signIns.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all([leaving, ...signIns.map((s) => s.body.token as string)].map(works))).toEqual([403, 200, 200, 200, 200]);
  });

  it('leaves sign-ins at the same time as the sign-out of a session of their own second working or refused as they sign in, never half-done', async () => {
    const member = await h.newMember([2]);
    const leaving = await h.login(member.email);
    const [out, ...signIns] = await signInsDuring(member.email, leaving);
    expect(out.status).toBe(200);
    expect(await works(leaving)).toBe(403);
    for (const signIn of signIns) {
      if (signIn.status === 200) expect(await works(signIn.body.token)).toBe(200);
      else expect(signIn.body.message).toBe('Your account changed while you were signing in. Please log in again.');
    }
  });
});

describe('sign-out everywhere', () => {
  it('ends every session of the member, this one included; a new sign-in works at once', async () => {
    const member = await h.newMember([2]);
    const [here, elsewhere] = [await h.login(member.email), await h.login(member.email)];
    expect(await signOutEverywhere(here)).toEqual({ status: 200, body: { success: true, message: SIGNED_OUT_EVERYWHERE } });
    expect(await works(here)).toBe(403);
    expect(await works(elsewhere)).toBe(403);
    expect(await works(await h.login(member.email))).toBe(200);
  });
});

describe('signing out while acting as another member', () => {
  it("ends the admin's own session, not the member's it logged in as", async () => {
    const admin = await h.newMember([7]);
    const patient = await h.newMember([2]);
    const [adminToken, patientToken] = [await h.login(admin.email), await h.login(patient.email)];
    // A session of its own (an admin signs in with two-factor: the harness would hand it the same one).
    const otherAdminSession = await h.login(admin.email, undefined, undefined, { fresh: true });
    expect((await h.call('GET', 'memberships/', { domain: 'acme', token: adminToken, actingAs: patient.memberId })).status).toBe(200);
    expect((await signOut(adminToken, patient.memberId)).status).toBe(200);
    expect(await works(adminToken)).toBe(403);
    expect(await works(otherAdminSession)).toBe(200);
    expect(await works(patientToken)).toBe(200);
  });

  it("ends every session of the HC staff member, not its center's", async () => {
    const center = await h.newMember([4]);
    const staff = await h.newMember([9]);
    await Members.patch(await h.domainCtx(), staff.memberId, { staffHcIds: [center.memberId] });
    const [staffToken, otherStaffSession, centerToken] = [await h.login(staff.email), await h.login(staff.email), await h.login(center.email)];
    expect((await h.call('GET', 'memberships/', { domain: 'acme', token: staffToken, actingAs: center.memberId })).status).toBe(200);
    expect((await signOutEverywhere(staffToken, center.memberId)).status).toBe(200);
    expect(await works(staffToken)).toBe(403);
    expect(await works(otherStaffSession)).toBe(403);
    expect(await works(centerToken)).toBe(200);
  });
});
