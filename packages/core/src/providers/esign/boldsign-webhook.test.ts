import { describe, expect, it } from 'vitest';
import { boldSignSignature, isVerificationEvent, verifyBoldSignSignature, VERIFICATION_MAX_BYTES } from './boldsign-webhook';

const secret = 'whsec-current';
const body = '{"event":{"id":"e1","eventType":"Completed"},"data":{"object":"document","documentId":"d1"}}';
const now = 1_767_000_000;
const header = (t: number, ...signatures: string[]) => [`t=${t}`, ...signatures.map((s, i) => `s${i}=${s}`)].join(', ');

describe("BoldSign's webhook signature", () => {
  it("accepts s0 = HMAC-SHA256 of `${t}.${body}` with the secret, BoldSign's header as sent", () => {
    const signature = boldSignSignature(secret, now, body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyBoldSignSignature(header(now, signature), body, secret, now)).toBe(true);
    expect(verifyBoldSignSignature(`t=${now},s0=${signature.toUpperCase()}`, body, secret, now + 10)).toBe(true);
  });

  it('refuses another secret, another body, another time, and a header without a signature', () => {
    const signature = boldSignSignature(secret, now, body);
    expect(verifyBoldSignSignature(header(now, boldSignSignature('whsec-other', now, body)), body, secret, now)).toBe(false);
    expect(verifyBoldSignSignature(header(now, signature), body.replace('Completed', 'Declined'), secret, now)).toBe(false);
    expect(verifyBoldSignSignature(header(now + 1, signature), body, secret, now)).toBe(false);
    for (const bad of [
      undefined,
      '',
      `t=${now}`,
      `s0=${signature}`,
      `t=soon, s0=${signature}`,
      `t=${now}, s0=${signature.slice(1)}`,
      `t=${now}, s0=${'z'.repeat(64)}`,
    ])
      expect(verifyBoldSignSignature(bad, body, secret, now)).toBe(false);
  });

  it('refuses a delivery signed more than 300 s before or after now (a replay)', () => {
    const at = (t: number) => header(t, boldSignSignature(secret, t, body));
    expect(verifyBoldSignSignature(at(now - 300), body, secret, now)).toBe(true);
    expect(verifyBoldSignSignature(at(now - 301), body, secret, now)).toBe(false);
    expect(verifyBoldSignSignature(at(now + 300), body, secret, now)).toBe(true);
    expect(verifyBoldSignSignature(at(now + 301), body, secret, now)).toBe(false);
  });

  it('accepts s1 while the secret rolls over: the delivery is signed with the old and the new', () => {
    const byNew = boldSignSignature('whsec-new', now, body);
    const byOld = boldSignSignature(secret, now, body);
    // Our configuration still has the old secret: s1 matches.
    expect(verifyBoldSignSignature(header(now, byNew, byOld), body, secret, now)).toBe(true);
    // Updated to the new one: s0 matches.
    expect(verifyBoldSignSignature(header(now, byNew, byOld), body, 'whsec-new', now)).toBe(true);
    expect(verifyBoldSignSignature(header(now, byNew, byOld), body, 'whsec-neither', now)).toBe(false);
  });
});

describe("BoldSign's Verification event", () => {
  it("is the body the dashboard's Verify sends, with or without its event fields", () => {
    const sent = {
      event: {
        id: '7c872a5b-0000-0000-0000-92530a83a8b9',
        created: 1617180024,
        eventType: 'Verification',
        clientId: '17c97f7a-0000-0000-0000-fef97b6544a7',
        environment: 'Test',
      },
    };
    expect(isVerificationEvent(JSON.stringify(sent))).toBe(true);
    expect(isVerificationEvent(JSON.stringify(sent, null, 2))).toBe(true);
    expect(isVerificationEvent('{"event":{"eventType":"Verification"}}')).toBe(true);
  });

  it('is nothing else: another event, data beside it, nested values, broken JSON, or a body past the bound', () => {
    for (const body of [
      '{"event":{"eventType":"Completed"},"data":{"object":"document","documentId":"d1"}}',
      '{"event":{"eventType":"Verification"},"data":{"object":"document","documentId":"d1"}}',
      '{"event":{"eventType":"Verification","data":{"documentId":"d1"}}}',
      '{"event":{"eventType":"Verification","ids":["d1"]}}',
      '{"event":{"eventType":"verification"}}',
      '{"event":"Verification"}',
      '[{"event":{"eventType":"Verification"}}]',
      '{"event":{"eventType":"Verification"}',
      '',
      `{"event":{"eventType":"Verification","pad":"${'x'.repeat(VERIFICATION_MAX_BYTES)}"}}`,
    ])
      expect(isVerificationEvent(body), body.slice(0, 80)).toBe(false);
  });
});
