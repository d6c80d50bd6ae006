import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the signature's time may be from ours, as BoldSign's own check allows. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>, s0=<hex>[, s1=<hex>]`: the time and the signatures (s1 by the previous secret after a roll). */
function parse(header: string): { t: number; signatures: string[] } | undefined {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const [key, ...value] = part.trim().split('=');
    if (key && value.length) parts.set(key.trim(), value.join('=').trim());
  }
  const t = Number(parts.get('t'));
  const signatures = ['s0', 's1'].flatMap((key) => parts.get(key) ?? []).filter((s) => /^[0-9a-fA-F]{64}$/.test(s));
  return Number.isSafeInteger(t) && signatures.length ? { t, signatures } : undefined;
}

/** The lowercase hex HMAC-SHA256 BoldSign sends: over `${t}.${rawBody}` with the webhook secret. */
export const boldSignSignature = (secret: string, t: number, rawBody: string) => createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/**
 * X-BoldSign-Signature's time and signatures when the header is well formed and its time within
 * 300 s of `nowSeconds`: what can be checked before the body is read. Undefined otherwise.
 */
export function freshSignatureHeader(header: string | undefined, nowSeconds: number): { t: number; signatures: string[] } | undefined {
  const parsed = header ? parse(header) : undefined;
  return parsed && Math.abs(nowSeconds - parsed.t) <= SIGNATURE_TOLERANCE_SECONDS ? parsed : undefined;
}

/**
 * Whether X-BoldSign-Signature is BoldSign's for this exact body: s0 or s1 equals the HMAC of
 * `${t}.${rawBody}` (compared in constant time), and t is within 300 s of `nowSeconds`, so an
 * old delivery cannot be replayed later.
 */
export function verifyBoldSignSignature(header: string | undefined, rawBody: string, secret: string, nowSeconds: number): boolean {
  const parsed = freshSignatureHeader(header, nowSeconds);
  if (!parsed) return false;
  const expected = Buffer.from(boldSignSignature(secret, parsed.t, rawBody), 'hex');
  return parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), expected));
}

/** The largest body that may be read of a delivery without a valid signature: BoldSign's Verification is about 200 bytes. */
export const VERIFICATION_MAX_BYTES = 4 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Whether a raw body is exactly BoldSign's Verification event, the POST its dashboard's Verify sends
 * before it saves a webhook and reveals its secret, so unsigned: `{"event": {"eventType":
 * "Verification", ...}}`, the event's other fields (id, created, clientId, environment) scalars,
 * and nothing beside the event. Such a body names no document and changes nothing; at most
 * VERIFICATION_MAX_BYTES of it are looked at.
 */
export function isVerificationEvent(rawBody: string): boolean {
  if (Buffer.byteLength(rawBody) > VERIFICATION_MAX_BYTES) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return false;
  }
  if (!isPlainObject(parsed) || Object.keys(parsed).length !== 1 || !isPlainObject(parsed.event)) return false;
  const { event } = parsed;
  return event.eventType === 'Verification' && Object.values(event).every(isScalar);
}
