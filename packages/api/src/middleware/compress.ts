import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The content types CloudFront compresses (its list of compressible file types), by Content-Type. */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|x-javascript|json|manifest\+json|xml|xhtml\+xml|rss\+xml|wasm)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(otf|ttf))/i;
/** CloudFront compresses bodies from 1,000 bytes to 10,000,000 bytes. */
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

type Encoding = 'br' | 'gzip';

/** Brotli when the viewer accepts it, else gzip, as CloudFront chooses; identity when neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const wildcard = accepted.get('*') ?? 0;
  const accepts = (name: Encoding) => (accepted.get(name) ?? wildcard) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

type Bytes = Uint8Array<ArrayBuffer>;

// zlib answers Buffers over a plain ArrayBuffer: typed as such so a Response takes them.
const encode = async (encoding: Encoding, body: Bytes): Promise<Bytes> =>
  (await (encoding === 'br'
    ? // Quality 5: close to 11's size on text at a fraction of its time, so the first load stays quick.
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 }))) as Bytes;

/**
 * The local server's stand-in for CloudFront's automatic compression of the SPA: text assets are sent
 * with brotli or gzip per the viewer's Accept-Encoding, with Content-Encoding and `Vary:
 * Accept-Encoding` (on every compressible answer, so no cache hands one viewer's encoding to another).
 * Immutable answers (hashed assets) are compressed once and kept.
 */
export function compressLikeCloudFront() {
  const immutable = new Map<string, Bytes>();
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '') || res.headers.has('Content-Encoding')) return;
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method !== 'GET' || res.status !== 200 || !res.body) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    let encoded = body;
    if (body.byteLength >= MIN_BYTES && body.byteLength <= MAX_BYTES) {
      const key = c.res.headers.get('Cache-Control')?.includes('immutable') ? `${encoding} ${c.req.path}` : undefined;
      encoded = (key && immutable.get(key)) || (await encode(encoding, body));
      if (key) immutable.set(key, encoded);
    }
    const headers = new Headers(c.res.headers);
    if (encoded !== body) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.byteLength));
    c.res = undefined;
    c.res = new Response(encoded, { status: res.status, headers });
  });
}
