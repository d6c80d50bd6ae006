import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const signIn = (email: string, device: string | undefined, userAgent: string, address: string) =>
  h.call('POST', 'auth/login/', {
    domain: 'acme',
    body: { email, password: 'Portal-Demo-1', ...(device ? { device } : {}) },
    address,
    headers: { 'User-Agent': userAgent },
  });

const newSignInMails = async (email: string) => (await h.mailTo(email)).filter((m) => m.subject?.includes('a new sign-in to your account'));

describe('a sign-in from a new browser', () => {
  it('is mailed to the member with the browser, the address and the time; a known browser and the first of all are not', async () => {
    const member = await h.newMember([2]);
    const [laptop, phone] = [randomUUID(), randomUUID()];
    expect((await signIn(member.email, laptop, CHROME, '10.9.0.1')).status).toBe(200);
    expect((await signIn(member.email, laptop, CHROME, '10.9.0.2')).status).toBe(200);
    expect(await newSignInMails(member.email), 'the first browser and a known one').toHaveLength(0);

    expect((await signIn(member.email, phone, FIREFOX, '203.0.113.7')).status).toBe(200);
    const [mail] = await newSignInMails(member.email);
    expect(mail?.body.text).toContain('Firefox 133 on Linux, from address 203.0.113.7');
    expect(mail?.body.text).toContain('/forgot-password');
    expect(await newSignInMails(member.email)).toHaveLength(1);
  });

  it('tells browsers without an id apart by their user agent, and refuses an id that is not one', async () => {
    const member = await h.newMember([2]);
    await signIn(member.email, undefined, CHROME, '10.9.1.1');
    await signIn(member.email, undefined, CHROME, '10.9.1.2');
    expect(await newSignInMails(member.email)).toHaveLength(0);
    await signIn(member.email, undefined, FIREFOX, '10.9.1.3');
    expect(await newSignInMails(member.email)).toHaveLength(1);
    const bad = await signIn(member.email, 'not-a-browser-id', CHROME, '10.9.1.4');
    expect(bad.status).toBe(400);
  });

  it("are listed on the member's own Contact Details, the latest first, and nobody else's", async () => {
    const member = await h.newMember([2]);
    const other = await h.newMember([2]);
    await signIn(member.email, randomUUID(), CHROME, '10.9.2.1');
    await signIn(other.email, randomUUID(), CHROME, '10.9.2.9');
    const phone = await signIn(member.email, randomUUID(), FIREFOX, '203.0.113.8');
    const listed = await h.call('GET', 'auth/sign-ins/', { domain: 'acme', token: phone.body.token });
    expect(listed.status).toBe(200);
    expect(listed.body.results).toEqual([
      { browser: 'Firefox 133 on Linux', address: '203.0.113.8', first_seen_at: expect.any(String), last_seen_at: expect.any(String) },
      { browser: 'Chrome 131 on Windows', address: '10.9.2.1', first_seen_at: expect.any(String), last_seen_at: expect.any(String) },
    ]);
    expect((await h.call('GET', 'auth/sign-ins/', { domain: 'acme' })).status).toBe(403);
  });
});
