import type { DomainCtx } from '../context';
import * as Members from '../members/members';
import * as RateLimits from './rate-limits';

/** Anonymous "is this e-mail a member?" checks one address may make per hour (registration forms ask once per field). */
export const EMAIL_CHECKS_PER_ADDRESS = 60;
export const TOO_MANY_EMAIL_CHECKS = 'Too many e-mail checks. Please wait an hour and try again.';

/**
 * users/email-exists/: whether the e-mail belongs to a member of the domain. The answer tells
 * membership to anyone, so one network address may only ask a few times an hour.
 */
export async function emailExists(ctx: DomainCtx, email: string, address: string): Promise<boolean> {
  await RateLimits.consume(ctx, `email-exists#${address}`, EMAIL_CHECKS_PER_ADDRESS, 3600, TOO_MANY_EMAIL_CHECKS);
  return Boolean(await Members.fromEmail(ctx, email));
}
