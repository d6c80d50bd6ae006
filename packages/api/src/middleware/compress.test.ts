import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressLikeCloudFront } from './compress';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as CloudFront does, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
  });
});

describe('compressLikeCloudFront', () => {
  const script = 'console.log("portal");\n'.repeat(200);
  const app = new Hono()
    .use('*', compressLikeCloudFront())
    .get('/app.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }))
    .get('/tiny.css', (c) => c.body('a{}', 200, { 'Content-Type': 'text/css' }))
    .get('/logo.png', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'image/png' }));

  const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('sends text assets in brotli or gzip with Content-Encoding, a true length and Vary', async () => {
    const br = await get('/app.js', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);
    // The same immutable asset again, now from memory.
    expect(brotliDecompressSync(Buffer.from(await (await get('/app.js', 'br')).arrayBuffer())).toString()).toBe(script);

    const gz = await get('/app.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('sends as is to a viewer that accepts neither, small files, and types CloudFront does not compress', async () => {
    const plain = await get('/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    const tiny = await get('/tiny.css', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('a{}');
    const image = await get('/logo.png', 'br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });
});
