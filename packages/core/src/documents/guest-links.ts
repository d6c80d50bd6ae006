import { GUEST_LINK_EXPIRED } from '@portal/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DomainCtx } from '../context';
import { invalid, notFound } from '../errors';
import * as Signing from './signing';
import type { SigningDocument } from './signing';

/** How long an e-mailed signing link works; the center can mail a fresh one (which replaces it). */
export const GUEST_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Makes the secret of a patient document's e-mailed signing link: `{recordId}.{32 random bytes}`.
 * Only its hash is kept on the document, no list shows it, and issuing a new one (a second
 * e-mail) ends the previous link. The provider's document id is never a capability of its own.
 */
export async function issue(ctx: DomainCtx, doc: SigningDocument): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await ctx.db.entities.signingDocument
    .patch({ domainId: doc.domainId, recordId: doc.recordId })
    .set({ guestTokenHash: hashOf(secret).toString('hex'), guestTokenExpiresAt: nowSeconds() + GUEST_LINK_TTL_SECONDS })
    .go();
  return `${doc.recordId}.${secret}`;
}

/**
 * The patient document an e-mailed link's token is good for, in this domain. An unknown, replaced
 * or malformed token is a 404 that tells nothing; the right token after its expiry says so.
 */
export async function resolve(ctx: DomainCtx, token: string): Promise<SigningDocument> {
  const [record, secret] = token.split('.');
  const doc = record && secret && /^\d+$/.test(record) ? await Signing.fromId(ctx, Number(record)) : undefined;
  if (!doc || doc.audience !== 'patient' || !doc.guestTokenHash || !secret) throw notFound('Document');
  const expected = Buffer.from(doc.guestTokenHash, 'hex');
  const given = hashOf(secret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('Document');
  if ((doc.guestTokenExpiresAt ?? 0) <= nowSeconds()) throw invalid(GUEST_LINK_EXPIRED);
  return doc;
}
