import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ACCESS_NOT_ALLOWED, TOO_MANY_ADMIN_ATTEMPTS } from '@portal/contracts';
import * as RateLimits from '../auth/rate-limits';
import type { DomainCtx } from '../context';
import { forbidden } from '../errors';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** Gate attempts one network address may make per hour. */
export const ADMIN_GATE_ATTEMPTS = 10;

/** The stored form of a domain's admin form password: `scrypt$salt$key`, never the password. */
export async function hash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scrypt(password, salt, KEY_LENGTH)).toString('base64')}`;
}

/** Whether `password` is the one `stored` hashes (no attempt is counted: callers that face the public limit them). */
export async function matches(password: string, stored: string | undefined): Promise<boolean> {
  const [kind, salt, key] = (stored ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Whether `password` is the domain's admin form password. Every attempt counts against the caller's
 * address (a few an hour); a domain without one accepts none.
 */
export async function check(ctx: DomainCtx, password: string, address: string): Promise<boolean> {
  await RateLimits.consume(ctx, `admin-gate#${address}`, ADMIN_GATE_ATTEMPTS, 3600, TOO_MANY_ADMIN_ATTEMPTS);
  return matches(password, ctx.domain.adminFormPasswordHash);
}

/** Refuses with 'Access not allowed' unless `password` is the domain's admin form password. */
export async function ensure(ctx: DomainCtx, password: string, address: string): Promise<void> {
  if (!(await check(ctx, password, address))) throw forbidden(ACCESS_NOT_ALLOWED);
}

/** Sets a domain's admin form password (stored as its hash). */
export async function set(ctx: DomainCtx, password: string): Promise<void> {
  await ctx.db.entities.domain
    .patch({ domainId: ctx.domain.domainId })
    .set({ adminFormPasswordHash: await hash(password), updatedAt: new Date().toISOString() })
    .go();
}
