import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaders,
  esignFrameOrigin,
  mediaOrigin,
  paymentsOrigins,
  securityHeaders,
  spaContentSecurityPolicy,
} from './security-headers';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('spaContentSecurityPolicy', () => {
  const policy = directives(spaContentSecurityPolicy({ esign: 'https://app.boldsign.com', media: 'https://b.s3.us-east-1.amazonaws.com' }));

  it('allows the portal itself, the provider in frames and the media host for images, nothing more', () => {
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://b.s3.us-east-1.amazonaws.com'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'https://app.boldsign.com'],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
  });
});

describe('the payment tokenizer in the policy', () => {
  it("lets in Accept.js and the host it posts cards to on AWS, the simulator's origin locally, and nothing else", () => {
    const production = paymentsOrigins({ requestUrl: 'https://api.authorize.net/xml/v1/request.api', acceptJsUrl: 'https://js.authorize.net/v1/Accept.js' });
    expect(production).toEqual({ script: 'https://js.authorize.net', connect: 'https://api2.authorize.net' });
    expect(
      paymentsOrigins({ requestUrl: 'https://apitest.authorize.net/xml/v1/request.api', acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js' }),
    ).toEqual({
      script: 'https://jstest.authorize.net',
      connect: 'https://apitest.authorize.net',
    });
    expect(paymentsOrigins({ requestUrl: 'http://127.0.0.1:8007/xml/v1/request.api' })).toEqual({ connect: 'http://127.0.0.1:8007' });
    const policy = directives(spaContentSecurityPolicy({ esign: 'https://app.boldsign.com', media: 'https://m.example', payments: production }));
    expect(policy['script-src']).toEqual(["'self'", 'https://js.authorize.net']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api2.authorize.net']);
  });
});

describe('the third parties origins', () => {
  it("frames BoldSign's app host of the API's region, or the simulator's own origin", () => {
    expect(esignFrameOrigin(undefined)).toBe('https://app.boldsign.com');
    expect(esignFrameOrigin('https://api.boldsign.com/v1/')).toBe('https://app.boldsign.com');
    expect(esignFrameOrigin('https://api-eu.boldsign.com')).toBe('https://app-eu.boldsign.com');
    expect(esignFrameOrigin('http://127.0.0.1:8006')).toBe('http://127.0.0.1:8006');
  });

  it('shows media from the S3 emulator locally, or from the bucket host S3 links use', () => {
    expect(mediaOrigin({ s3Endpoint: 'http://127.0.0.1:4569', bucketName: 'b', region: 'us-east-1' })).toBe('http://127.0.0.1:4569');
    expect(mediaOrigin({ bucketName: 'media-b', region: 'eu-west-1' })).toBe('https://media-b.s3.eu-west-1.amazonaws.com');
  });
});

describe('securityHeaders', () => {
  const app = new Hono()
    .use('*', apiSecurityHeaders())
    .get('/data', (c) => c.json({ email: 'a@b.c' }))
    .get('/logo', (c) => {
      c.header('Cache-Control', 'private, max-age=60');
      return c.redirect('https://example.test/logo.png', 302);
    })
    .get('/fails', () => {
      throw new HTTPException(403, { message: 'no' });
    });

  it('puts the API headers on answers, and keeps personal data out of caches', async () => {
    const res = await app.request('/data');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
      'cache-control': 'no-store',
    });
  });

  it("keeps a route's own Cache-Control, and covers errors and unknown paths", async () => {
    expect((await app.request('/logo')).headers.get('cache-control')).toBe('private, max-age=60');
    for (const path of ['/fails', '/missing']) {
      const res = await app.request(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves headers an inner layer already set', async () => {
    const outer = new Hono().use('*', securityHeaders({ contentSecurityPolicy: "default-src 'self'", frameOptions: 'SAMEORIGIN' }));
    outer.get('/api', (c) => app.fetch(new Request('http://x/data'), c.env));
    const res = await outer.request('/api');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
