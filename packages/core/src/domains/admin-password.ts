import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import type { DomainRecord } from '../context';

const scrypt = (password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (e, key) => (e ? reject(e) : resolve(key))));

/** scrypt's cost (N = 2^14, r = 8, p = 1: about 16 MB and 50 ms), written into each hash so it can be raised later. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** The stored form of a domain's admin form password: `scrypt$N$r$p$salt$hash`, never the password. */
export async function hashAdminFormPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the domain's admin form password (false when the domain has none). */
export async function adminFormPasswordMatches(domain: Pick<DomainRecord, 'adminFormPasswordHash'>, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (domain.adminFormPasswordHash ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(given, expected);
}
