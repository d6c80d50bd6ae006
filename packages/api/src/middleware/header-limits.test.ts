import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_GATEWAY_HEADER_BYTES, HEADER_LIMITS, HEADERS_TOO_LARGE, limitHeaders } from './header-limits';

const app = new Hono();
app.use('*', limitHeaders({ totalBytes: 16 * 1024, authorizationBytes: 8 * 1024 }));
app.get('/x', (c) => c.json({ ok: true }));

const get = (headers: Record<string, string>) => app.request('/x', { headers });

describe('limitHeaders', () => {
  it('answers 431 with a JSON message when the Authorization header is over its limit', async () => {
    for (const size of [8 * 1024 + 1, 100 * 1024]) {
      const res = await get({ Authorization: `token ${'a'.repeat(size)}` });
      expect(res.status, String(size)).toBe(431);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: HEADERS_TOO_LARGE, code: 'headers_too_large' });
    }
  });

  it('answers 431 when the headers together are over the total, each under its own limit', async () => {
    const headers = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`x-extra-${i}`, 'b'.repeat(4 * 1024)]));
    const res = await get(headers);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ message: HEADERS_TOO_LARGE });
  });

  it('lets ordinary requests through, a long token included', async () => {
    const res = await get({ Authorization: `token ${'a'.repeat(4 * 1024)}`, Domain: 'acme', 'x-request-id': 'r1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('the limits on Lambda, behind API Gateway', () => {
  const api = new Hono();
  api.use('*', limitHeaders());
  api.get('/api/v1/x', (c) => c.json({ ok: true }));
  /** What CloudFront adds to a viewer's headers before API Gateway counts them (stacks/web.ts), at about their real sizes. */
  const fromCloudFront = {
    'x-origin-verify': 'f'.repeat(64),
    'x-portal-domain': 'acme',
    'x-portal-viewer-ip': '2001:db8:85a3::8a2e:370:7334',
    'cloudfront-viewer-address': '[2001:db8:85a3::8a2e:370:7334]:46532',
    'cloudfront-viewer-tls': 'TLSv1.3:TLS_AES_128_GCM_SHA256:fullHandshake',
    'cloudfront-viewer-ja3-fingerprint': 'e'.repeat(32),
    'cloudfront-viewer-country': 'US',
    via: '2.0 ' + 'a'.repeat(32) + '.cloudfront.net (CloudFront)',
    'x-amz-cf-id': 'c'.repeat(56),
    'x-forwarded-for': '2001:db8:85a3::8a2e:370:7334, 130.176.0.1',
    'x-amzn-trace-id': 'Root=1-' + 'd'.repeat(33),
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    accept: 'application/json',
  };
  const valuesBytes = (headers: Record<string, string>) => Object.values(headers).reduce((sum, value) => sum + value.length, 0);

  it("refuses with its own 431 headers that API Gateway's 10,240 bytes still let through", async () => {
    const headers = { ...fromCloudFront, 'x-viewer-extra': 'b'.repeat(8 * 1024) };
    expect(valuesBytes(headers) + 'GET /api/v1/x HTTP/1.1'.length).toBeLessThan(API_GATEWAY_HEADER_BYTES);
    const res = await api.request('/api/v1/x', { headers });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ message: HEADERS_TOO_LARGE, code: 'headers_too_large' });
    expect(HEADERS_TOO_LARGE).toContain('8 kB');
  });

  it("lets a signed-in member's request through as CloudFront sends it, with room to spare under API Gateway's limit", async () => {
    const headers = { ...fromCloudFront, authorization: `Bearer ${'t'.repeat(2 * 1024)}`, 'x-acting-as': '12345', 'x-request-id': crypto.randomUUID() };
    expect((await api.request('/api/v1/x', { headers })).status).toBe(200);
    expect(HEADER_LIMITS.totalBytes + 1024).toBeLessThan(API_GATEWAY_HEADER_BYTES);
  });
});
