import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, originMatcher, originVerify, viewerAddress } from './origin-verify';

const secrets = ['current-secret-value', 'previous-secret-value'];

describe('originVerify', () => {
  const app = new Hono().use('*', originVerify({ secrets })).get('/api/v1/ping', (c) => c.json({ ok: true }));
  const get = (headers: Record<string, string> = {}) => app.request('/api/v1/ping', { headers });

  it('refuses a request without the header, 403 with a message', async () => {
    const res = await get();
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/through the portal/) });
  });

  it('refuses a wrong value, an empty one and one that only starts like a secret', async () => {
    for (const value of ['wrong', '', 'current-secret', 'current-secret-value-and-more']) {
      expect((await get({ [ORIGIN_VERIFY_HEADER]: value })).status, value).toBe(403);
    }
  });

  it('lets through the current secret and, during a rotation, the previous one', async () => {
    const current = await get({ [ORIGIN_VERIFY_HEADER]: 'current-secret-value' });
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ ok: true });
    expect((await get({ [ORIGIN_VERIFY_HEADER]: 'previous-secret-value' })).status).toBe(200);
  });

  it('refuses everything when no secret is set (the stage never loaded one)', async () => {
    const closed = new Hono().use('*', originVerify({ secrets: [undefined, ''] })).get('/x', (c) => c.text('ok'));
    expect((await closed.request('/x')).status).toBe(403);
    expect((await closed.request('/x', { headers: { [ORIGIN_VERIFY_HEADER]: '' } })).status).toBe(403);
  });

  it('reads the header the options name', async () => {
    const custom = new Hono().use('*', originVerify({ secrets, header: 'x-other' })).get('/x', (c) => c.text('ok'));
    expect((await custom.request('/x', { headers: { 'x-other': 'current-secret-value' } })).status).toBe(200);
    expect((await custom.request('/x', { headers: { [ORIGIN_VERIFY_HEADER]: 'current-secret-value' } })).status).toBe(403);
  });
});

describe('viewerAddress', () => {
  const app = new Hono().get('/', (c) => c.json({ address: viewerAddress(c) ?? null, fromOrigin: originMatcher({ secrets })(c) }));
  const read = async (headers: Record<string, string>) =>
    (await (await app.request('/', { headers })).json()) as { address: string | null; fromOrigin: boolean };

  it("takes the CloudFront Function's header first", async () => {
    expect((await read({ 'x-portal-viewer-ip': '198.51.100.10', 'cloudfront-viewer-address': '203.0.113.9:443' })).address).toBe('198.51.100.10');
    expect((await read({ 'x-portal-viewer-ip': '2001:db8::1' })).address).toBe('2001:db8::1');
  });

  it('else splits CloudFront-Viewer-Address at its last colon, IPv4, bracketed or bare IPv6', async () => {
    expect((await read({ 'cloudfront-viewer-address': '198.51.100.10:46532' })).address).toBe('198.51.100.10');
    expect((await read({ 'cloudfront-viewer-address': '[2001:db8:85a3::8a2e:370:7334]:46532' })).address).toBe('2001:db8:85a3::8a2e:370:7334');
    expect((await read({ 'cloudfront-viewer-address': '2001:db8:85a3::8a2e:370:7334:46532' })).address).toBe('2001:db8:85a3::8a2e:370:7334');
  });

  it('answers nothing for a missing or malformed value, so the caller falls back to the source address', async () => {
    expect((await read({})).address).toBeNull();
    for (const value of ['198.51.100.10', 'not-an-ip:80', '198.51.100.10:port', ':443']) {
      expect((await read({ 'cloudfront-viewer-address': value })).address, value).toBeNull();
    }
    expect((await read({ 'x-portal-viewer-ip': 'localhost' })).address).toBeNull();
  });

  it('tells a request from CloudFront by the secret, which callers check before trusting the address', async () => {
    expect((await read({ 'x-portal-viewer-ip': '198.51.100.10' })).fromOrigin).toBe(false);
    expect((await read({ [ORIGIN_VERIFY_HEADER]: 'previous-secret-value' })).fromOrigin).toBe(true);
  });
});
