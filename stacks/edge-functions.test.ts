import { describe, expect, it } from 'vitest';
import { notFoundCode, spaRoutingCode, viewerIpCode } from './edge-functions';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { request: EdgeRequest; viewer: { ip: string } }) => EdgeRequest & { statusCode?: number };

// The same text CloudFront runs, evaluated here: it defines `handler` and nothing else.
const load = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const event = (uri: string, headers: EdgeRequest['headers'] = {}, ip = '198.51.100.10') => ({ request: { uri, headers }, viewer: { ip } });

describe('viewer IP function', () => {
  const handler = load(viewerIpCode);

  it("sets the viewer's address over any the viewer sent, leaving the other headers", () => {
    const request = handler(event('/api/v1/session', { 'x-portal-viewer-ip': { value: '10.0.0.1' }, authorization: { value: 'Bearer t' } }));
    expect(request.headers).toEqual({ 'x-portal-viewer-ip': { value: '198.51.100.10' }, authorization: { value: 'Bearer t' } });
    expect(request.uri).toBe('/api/v1/session');
  });

  it('passes an IPv6 address as CloudFront gives it', () => {
    expect(handler(event('/media/x', {}, '2001:db8::1')).headers['x-portal-viewer-ip']).toEqual({ value: '2001:db8::1' });
  });
});

describe('SPA routing function', () => {
  const handler = load(spaRoutingCode);

  it('serves index.html for client routes and files as they are', () => {
    expect(handler(event('/members/12')).uri).toBe('/index.html');
    expect(handler(event('/')).uri).toBe('/index.html');
    expect(handler(event('/assets/app-1a2b.js')).uri).toBe('/assets/app-1a2b.js');
  });
});

describe('not-found function', () => {
  it('answers 404 itself, whatever the path, sending nothing on', () => {
    const handler = load(notFoundCode);
    for (const uri of ['/', '/api/v1/auth/build-version/', '/index.html'])
      expect(handler(event(uri))).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });
});
