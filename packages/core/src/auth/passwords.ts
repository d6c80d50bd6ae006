import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ChangeMemberPasswordRequest, ChangeOwnPasswordRequest, ConfirmResetPasswordRequest } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { forbidden, invalid, notFound, tooMany } from '../errors';
import { may } from '../members/scope';
import * as Members from '../members/members';
import { IdentityError } from '../providers/identity/port';
import { assertNotCommon } from './common-passwords';
import * as LoginLimits from './login-limits';
import * as RateLimits from './rate-limits';
import * as SessionEpoch from './session-epoch';

export const RESET_CODE_TTL_SECONDS = 60 * 60;
export const RESET_MAX_ATTEMPTS = 5;
export const RESET_RESEND_SECONDS = 60;
export const RESET_REQUESTED = 'If an account exists for this e-mail, we have sent a code to reset your password. Please check your inbox.';
export const RESET_CODE_INVALID = 'The code is invalid or has expired. Please request a new one.';
export const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

const hashCode = (domainId: number, memberId: number, code: string) => createHash('sha256').update(`${domainId}:${memberId}:${code}`).digest('hex');

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Codes asked for from one address, and codes mailed to one account, per hour. */
export const RESET_CODES_PER_ADDRESS = 10;
export const RESET_CODES_PER_ACCOUNT = 5;
export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait an hour and try again.';

/**
 * Mails a one-time 6-digit code from the domain's sender. The answer never tells whether the
 * address exists; a code is not re-sent within a minute. One network address may ask a few
 * times an hour (429 past that), and one account receives a few codes an hour: past that the
 * answer stays the same and no code is sent, so the limit tells nothing about the account.
 */
export async function requestReset(ctx: DomainCtx, email: string, address: string): Promise<string> {
  await RateLimits.consume(ctx, `reset-code-address#${address}`, RESET_CODES_PER_ADDRESS, 3600, TOO_MANY_RESETS);
  const member = await Members.fromEmail(ctx, email);
  if (!member || !member.active) return RESET_REQUESTED;
  await sendCode(ctx, member);
  return RESET_REQUESTED;
}

/**
 * utilities/reset-user-password/: an admin sends a member a reset code. The member's sessions
 * end now: whoever holds one of its tokens must sign in again (with the new password).
 */
export async function resetByAdmin(ctx: MemberCtx, target: MemberRecord): Promise<void> {
  if (!(await sendCode(ctx, target))) throw tooMany(TOO_MANY_RESETS);
  await SessionEpoch.endAll(ctx, target.memberId);
  await record(ctx, { action: 'password.reset-sent', target: `member:${target.memberId}` });
}

/** Mails a member a fresh code unless one went out within the minute; false past the account's hourly limit. */
async function sendCode(ctx: DomainCtx, member: MemberRecord): Promise<boolean> {
  const key = { domainId: ctx.domain.domainId, memberId: member.memberId };
  const { data: open } = await ctx.db.entities.passwordReset.get(key).go();
  const now = nowSeconds();
  if (open && open.expiresAt - RESET_CODE_TTL_SECONDS + RESET_RESEND_SECONDS > now) return true;
  if (!(await RateLimits.take(ctx, `reset-code-account#${member.memberId}`, RESET_CODES_PER_ACCOUNT, 3600))) return false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.entities.passwordReset
    .put({ ...key, codeHash: hashCode(key.domainId, key.memberId, code), attempts: 0, expiresAt: now + RESET_CODE_TTL_SECONDS })
    .go();
  const link = `${ctx.domain.url}/reset-password?email=${encodeURIComponent(member.email)}`;
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [member.email],
    subject: `${ctx.domain.name}: reset your password`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `Your code to reset your ${ctx.domain.name} password is ${code}.`,
      `Enter it at ${link} within 60 minutes.`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
  });
  await record(ctx, { action: 'password.reset-requested', target: `member:${member.memberId}`, actorId: member.memberId });
  return true;
}

/** Sets a new password when the code matches; a code allows a few tries within its hour. */
export async function confirmReset(ctx: DomainCtx, input: ConfirmResetPasswordRequest): Promise<string> {
  await assertNotCommon(input.password);
  const member = await Members.fromEmail(ctx, input.email);
  if (!member || !member.active) throw invalid(RESET_CODE_INVALID);
  const key = { domainId: ctx.domain.domainId, memberId: member.memberId };
  const { data: open } = await ctx.db.entities.passwordReset.get(key).go();
  if (!open || open.expiresAt <= nowSeconds() || (open.attempts ?? 0) >= RESET_MAX_ATTEMPTS) throw invalid(RESET_CODE_INVALID);
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(key.domainId, key.memberId, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await ctx.db.entities.passwordReset.update(key).add({ attempts: 1 }).go();
    throw invalid(RESET_CODE_INVALID);
  }
  await ctx.db.entities.passwordReset.delete(key).go();
  await ctx.providers.identity.setPassword(member.identityUsername, input.password, true);
  await SessionEpoch.endAll(ctx, member.memberId);
  await LoginLimits.clearAccount(ctx, member.email);
  await record(ctx, { action: 'password.reset', target: `member:${member.memberId}`, actorId: member.memberId });
  return RESET_DONE;
}

/**
 * A member changes its own password after proving the current one. The proof is a sign-in, so
 * the sign-in limits (per account and per address) count and refuse it alike. Every session of
 * the member ends, this one included: it signs in again with the new password.
 */
export async function changeOwn(ctx: MemberCtx, input: ChangeOwnPasswordRequest, address: string): Promise<string> {
  await assertNotCommon(input.password_new);
  const email = ctx.member.email;
  await LoginLimits.assertAllowed(ctx, email, address);
  try {
    await ctx.providers.identity.signIn(ctx.member.identityUsername, input.password_current);
  } catch (e) {
    if (!(e instanceof IdentityError && e.code === 'invalid_credentials')) throw e;
    await LoginLimits.recordFailure(ctx, email, address);
    throw invalid(CURRENT_PASSWORD_WRONG);
  }
  await LoginLimits.clearAccount(ctx, email);
  await ctx.providers.identity.setPassword(ctx.member.identityUsername, input.password_new, true);
  await SessionEpoch.endAll(ctx, ctx.member.memberId);
  await record(ctx, { action: 'password.changed', target: `member:${ctx.member.memberId}` });
  return PASSWORD_CHANGED;
}

/** An admin sets another member's password (its sessions end); the role check is the caller's. */
export async function changeMember(ctx: MemberCtx, input: ChangeMemberPasswordRequest): Promise<string> {
  if (!may(ctx, 'password:change-any')) throw forbidden();
  await assertNotCommon(input.new_password_change);
  const target = await Members.fromId(ctx, input.user_id);
  if (!target) throw notFound('User');
  await ctx.providers.identity.setPassword(target.identityUsername, input.new_password_change, true);
  await SessionEpoch.endAll(ctx, target.memberId);
  await record(ctx, { action: 'password.set-by-admin', target: `member:${target.memberId}` });
  return PASSWORD_CHANGED;
}
