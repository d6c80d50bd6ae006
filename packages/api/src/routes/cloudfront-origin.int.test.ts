import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLambdaApp } from '../lambda-app';
import { DOMAIN_HEADER, ORIGIN_VERIFY_HEADER, originPathSegment, VIEWER_IP_HEADER } from '../middleware/origin-verify';
import type { LogLine } from '../middleware/request-log';
import { DEMO_PASSWORD, demoEmail } from '../../../../scripts/seed/demo';
import { harness } from '../../../../scripts/test/harness';

// The API as the Lambda wires it (lambda-app.ts), over the run's emulators: what CloudFront sends it.
const h = harness();
const secret = `origin-${randomUUID()}`;
const lines: LogLine[] = [];
const lambda = createLambdaApp({ core: h.core, originSecrets: [secret, undefined], log: (line) => lines.push(line) });

/** A request as a distribution sends it: under the origin path, with the origin secret and its domain, plus what the viewer sent. */
const viaCloudFront = (distribution: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  lambda.request(`/${originPathSegment(secret)}/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers, [ORIGIN_VERIFY_HEADER]: secret, [DOMAIN_HEADER]: distribution },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const signIn = (distribution: string, email: string, forgedDomain: string) =>
  viaCloudFront(distribution, 'auth/login/', {
    method: 'POST',
    headers: { Domain: forgedDomain, [VIEWER_IP_HEADER]: `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    body: { email, password: DEMO_PASSWORD },
  });

describe('behind CloudFront', () => {
  it("serves a request as its distribution's domain, whatever Domain header the viewer adds", async () => {
    const onAcme = await signIn('acme', demoEmail('patient', 'acme'), 'beta');
    expect(onAcme.status, await onAcme.clone().text()).toBe(200);
    expect(lines.at(-1)).toMatchObject({ path: '/api/v1/auth/login/', status: 200, domain: 'acme' });
    // Beta's distribution does not become acme's by the header: acme's member is not beta's.
    const onBeta = await signIn('beta', demoEmail('patient', 'acme'), 'acme');
    expect(onBeta.status).toBeGreaterThanOrEqual(400);
    expect(lines.at(-1)).toMatchObject({ domain: 'beta' });
  });

  it('answers a request of a distribution that names no domain as an unknown domain, not by the Domain header', async () => {
    const res = await lambda.request(`/${originPathSegment(secret)}/api/v1/memberships/`, { headers: { [ORIGIN_VERIFY_HEADER]: secret, Domain: 'acme' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Unknown domain.' });
  });

  it('refuses (403) a request without the origin secret, a Domain header or not', async () => {
    const res = await lambda.request('/api/v1/auth/build-version/', { headers: { Domain: 'acme', [DOMAIN_HEADER]: 'acme' } });
    expect(res.status).toBe(403);
  });

  it("logs each request with the viewer's address as CloudFront saw it, the one the per-address limits count", async () => {
    const res = await viaCloudFront('acme', 'auth/build-version/', { headers: { [VIEWER_IP_HEADER]: '198.51.100.23', 'x-forwarded-for': '10.9.9.9' } });
    expect(res.status).toBe(200);
    expect(lines.at(-1)).toMatchObject({ path: '/api/v1/auth/build-version/', address: '198.51.100.23' });
  });
});
