import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HEADERS_TOO_LARGE, limitHeaders } from './header-limits';

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
