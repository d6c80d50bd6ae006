import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { harness } from '../../../scripts/test/harness';
import { textPdf } from '../../simulators/src/pdf';
import { startLocalServer } from './local-server';
import { BODY_TOO_LARGE } from './middleware/body-limit';
import { HEADERS_TOO_LARGE } from './middleware/header-limits';
import { API_CONTENT_SECURITY_POLICY } from './middleware/security-headers';

const h = harness();
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
const script = 'export const portal = "member portal";\n'.repeat(100);
let server: ServerType;
let base: string;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><meta name="portal-domain" content="" /><title>Portal</title>');
  writeFileSync(join(webDist, 'assets/index-abc123.js'), script);
  server = await startLocalServer({ core: h.core, port: 0, webDist, defaultDomain: 'acme', log: false });
  if (!server.listening) await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(webDist, { recursive: true, force: true });
});

// Plain 127.0.0.1 is the default domain, acme.
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' });

const expectCommonHeaders = (res: Response) =>
  expect(Object.fromEntries(res.headers)).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('microphone=()'),
  });

describe('the local server', () => {
  it("answers the API with the API's headers, personal data uncached", async () => {
    const token = await h.demoToken('admin');
    const res = await get('/api/v1/users/all/', { Domain: 'acme', Authorization: `token ${token}` });
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /media with the same headers, refusals included', async () => {
    for (const path of ['/media/hc-logos/none.png', '/media/abc.pdf']) {
      const res = await get(path, { Domain: 'acme' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("serves the SPA's pages with a policy that lets in the signing frames and media, and may frame only itself", async () => {
    const { config } = h.core;
    for (const path of ['/', '/dashboard', '/sign-your-document']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectCommonHeaders(res);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain(`frame-src 'self' ${new URL(config.esignBaseUrl!).origin}`);
      expect(policy).toContain(`img-src 'self' data: ${new URL(config.s3Endpoint!).origin}`);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("script-src 'self';");
    }
  });

  it('compresses the SPA as CloudFront does', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expectCommonHeaders(res);
    // fetch decodes what it asked for; the raw bytes are checked in middleware/compress.test.ts.
    expect(await res.text()).toBe(script);
    // The API's answers stay as they are: CloudFront's API behaviour does not compress.
    const api = await get('/api/v1/auth/build-version/', { 'Accept-Encoding': 'gzip, br' });
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  it('answers an oversized header with 431 and a JSON message, not a reset connection', async () => {
    // 100 kB is past Node's own header limit (the parser refuses it); 7 kB passes Node and meets the API's Authorization limit.
    for (const size of [100 * 1024, 7 * 1024]) {
      const res = await get('/api/v1/users/all/', { Domain: 'acme', Authorization: `token ${'a'.repeat(size)}` });
      expect(res.status, `${size} bytes`).toBe(431);
      expect(res.headers.get('content-type'), `${size} bytes`).toContain('application/json');
      expect(await res.json(), `${size} bytes`).toEqual({ message: HEADERS_TOO_LARGE, code: 'headers_too_large' });
    }
    // The server still answers on a new connection.
    expect((await get('/api/v1/auth/build-version/')).status).toBe(200);
  });
});

/**
 * Sends a request head over its own connection, then body chunks from `chunks` until the server
 * answers (or the chunks run out): the answer as text and how many body bytes had been sent.
 */
async function whileSending(head: string, chunks: Iterable<string | Buffer>) {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
  let answer = '';
  const answered = new Promise<void>((done) => {
    socket.on('data', (data) => {
      answer += data.toString();
      if (/\r\n\r\n[\s\S]*\}/.test(answer)) done();
    });
    socket.on('close', () => done());
  });
  socket.on('error', () => {});
  await new Promise<void>((done) => socket.once('connect', () => done()));
  socket.write(head);
  let sent = 0;
  let over = false;
  void answered.then(() => (over = true));
  for (const chunk of chunks) {
    if (over || socket.destroyed) break;
    sent += chunk.length;
    if (!socket.write(chunk)) await Promise.race([new Promise((done) => socket.once('drain', done)), answered]);
    await new Promise((done) => setImmediate(done));
  }
  await answered;
  socket.destroy();
  return { answer, sent };
}

const MB = 1024 * 1024;

describe('request bodies on the local server', () => {
  const login = (headers: string) => `POST /api/v1/auth/login/ HTTP/1.1\r\nHost: acme.localhost\r\nContent-Type: application/json\r\n${headers}\r\n`;

  it('answers a body declared past the limit with 413 and a JSON message before the body is sent', async () => {
    const { answer, sent } = await whileSending(login(`Content-Length: ${50 * MB}\r\n`), [Buffer.alloc(1024, 0x20)]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('application/json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: BODY_TOO_LARGE, code: 'too_large' });
    expect(sent).toBe(1024);
  });

  it('answers a chunked body with 413 once it passes the limit, while the client is still sending', async () => {
    const chunk = `${(64 * 1024).toString(16)}\r\n${' '.repeat(64 * 1024)}\r\n`;
    const { answer, sent } = await whileSending(
      login('Transfer-Encoding: chunked\r\n'),
      Array.from({ length: 800 }, () => chunk),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(BODY_TOO_LARGE);
    expect(sent).toBeLessThan(40 * MB);
    // The server still answers on a new connection.
    expect((await get('/api/v1/auth/build-version/')).status).toBe(200);
  });

  it('takes a 4 MB upload, the largest a route takes, over HTTP', async () => {
    const token = await h.demoToken('admin');
    const pdf = textPdf(['Four megabytes']);
    const file = new File([pdf, Buffer.alloc(4 * MB - pdf.length)], 'guide.pdf', { type: 'application/pdf' });
    expect(file.size).toBe(4 * MB);
    const form = new FormData();
    form.append('file', file);
    const res = await fetch(`${base}/api/v1/assets/process-file/`, {
      method: 'POST',
      headers: { Domain: 'acme', Authorization: `token ${token}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { path: string }).path).toMatch(/\.pdf$/);
  });
});

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    const end = (accepted: boolean) => {
      socket.destroy();
      done(accepted);
    };
    socket
      .once('connect', () => end(true))
      .once('error', () => end(false))
      .once('timeout', () => end(false));
  });

describe('the local stack on the network', () => {
  // This machine's own non-loopback address: what another machine on the network would connect to.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

  it.skipIf(!external)('listens on 127.0.0.1 only: the emulators, the simulator and the portal', async () => {
    const env = inject('apiEnv');
    const names = ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'S3_ENDPOINT', 'SES_ENDPOINT', 'BOLDSIGN_BASE_URL'];
    const endpoints = [...names.map((name) => [name, env[name]!]), ['the portal', base]];
    for (const [name, url] of endpoints) {
      const port = Number(new URL(url!).port);
      expect(await accepts('127.0.0.1', port), `${name} on 127.0.0.1`).toBe(true);
      expect(await accepts(external!, port), `${name} on ${external}`).toBe(false);
    }
  });
});
