import type { DomainCtx } from '../context';
import { readEvery } from '../db/batches';
import { tooMany } from '../errors';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please wait 15 minutes and try again.';

const windowOf = (now: number) => Math.floor(now / 1000 / LOGIN_WINDOW_SECONDS);
const subjects = (email: string, address: string) => ({ account: `account#${email}`, address: `address#${address}` });

/** Refuses a sign-in when the account or the caller's address failed too often in this window. */
export async function assertAllowed(ctx: DomainCtx, email: string, address: string, now = Date.now()) {
  const domainId = ctx.domain.domainId;
  const window = windowOf(now);
  const { account, address: addr } = subjects(email, address);
  const data = await readEvery(
    [
      { domainId, subject: account, window },
      { domainId, subject: addr, window },
    ],
    (keys) => ctx.db.entities.loginAttempt.get(keys).go(),
    (k) => k.subject,
  );
  const failures = (subject: string) => data.find((d) => d.subject === subject)?.failures ?? 0;
  if (failures(account) >= MAX_ACCOUNT_FAILURES || failures(addr) >= MAX_ADDRESS_FAILURES) throw tooMany(TOO_MANY_ATTEMPTS);
}

/** Counts one failed sign-in against the account and the address (atomic ADD). */
export async function recordFailure(ctx: DomainCtx, email: string, address: string, now = Date.now()) {
  const domainId = ctx.domain.domainId;
  const window = windowOf(now);
  const expiresAt = (window + 2) * LOGIN_WINDOW_SECONDS;
  await Promise.all(
    Object.values(subjects(email, address)).map((subject) =>
      ctx.db.entities.loginAttempt.update({ domainId, subject, window }).add({ failures: 1 }).set({ expiresAt }).go(),
    ),
  );
}

/** Forgets an account's failures after it proved its password. */
export async function clearAccount(ctx: DomainCtx, email: string, now = Date.now()) {
  await ctx.db.entities.loginAttempt.delete({ domainId: ctx.domain.domainId, subject: subjects(email, '').account, window: windowOf(now) }).go();
}
