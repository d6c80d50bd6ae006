import { createHash, randomBytes } from 'node:crypto';
import {
  Membership,
  requiredGroups,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_REQUIRED_KEEP,
  TWO_FACTOR_RESET_OWN,
  twoFactorResetMessage,
  type TwoFactorGroup,
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_SETUP_EXPIRED,
  TWO_FACTOR_WRONG_CODE,
  type TwoFactorSetup,
} from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, DomainRecord, MemberCtx, MemberRecord } from '../context';
import { refusedByCondition } from '../db/transact';
import { conflict, invalid } from '../errors';
import * as Members from '../members/members';
import { IdentityError } from '../providers/identity/port';
import * as LoginLimits from './login-limits';
import * as SessionEpoch from './session-epoch';
import { CURRENT_PASSWORD_WRONG } from './passwords';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238), through the identity provider's
 * software-token MFA: the provider keeps the app's secret and checks every code; the portal keeps
 * whether a member has it (`twoFactor` on the member, what the profile and the rules read) and the
 * codes it accepted lately (used-code.entity.ts), so a code is used once. Setting it up or removing it asks for the password
 * again (a signed-in browser left open is not enough), and each is audited and mailed to the member.
 */

/** The memberships of each group a domain may require two-factor sign-in of. */
const groupMemberships: Record<Exclude<TwoFactorGroup, 'everyone'>, readonly number[]> = {
  admins: [Membership.Admin],
  centers: [Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.HcStaff],
  labs: [Membership.Lab],
};

/** Whether the domain requires two-factor sign-in of the member's membership (of an admin, always). */
export function isRequired(domain: Pick<DomainRecord, 'twoFactorRequiredFor'>, member: Pick<MemberRecord, 'memberships'>): boolean {
  const groups = requiredGroups(domain.twoFactorRequiredFor as TwoFactorGroup[] | undefined);
  if (groups.includes('everyone')) return true;
  return groups.some((g) => g !== 'everyone' && member.memberships.some((m) => groupMemberships[g].includes(m)));
}

/** Whether a sign-in must set up two-factor before it completes: required of the member, which has none. */
export const requiredOf = (domain: Pick<DomainRecord, 'twoFactorRequiredFor'>, member: MemberRecord) => isRequired(domain, member) && !member.twoFactor;

/** How long a setup may wait for its first code. */
const SETUP_SECONDS = 10 * 60;
/** How long a code, once used, is refused again: longer than the time an app shows it plus the provider's window. */
const CODE_REUSE_MS = 120_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** What an authenticator app is given: the secret, and the otpauth link its QR code holds (named after the domain and the member). */
export function setupOf(ctx: DomainCtx, member: Pick<MemberRecord, 'email'>, secret: string, session: string): TwoFactorSetup {
  const issuer = ctx.domain.name;
  const label = encodeURIComponent(`${issuer}:${member.email}`);
  const uri = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
  return { secret, uri, session, message: 'Add this account to your authenticator app, then enter the 6-digit code it shows.' };
}

/**
 * Starts a setup with the access token of a sign-in: the provider makes the app's secret, the setup
 * is kept for SETUP_SECONDS under a ticket the browser holds (its hash only), with the ID token the
 * sign-in ends with when the setup is its last step.
 */
export async function beginWith(ctx: DomainCtx, member: MemberRecord, tokens: { accessToken: string; idToken?: string }): Promise<TwoFactorSetup> {
  const setup = await open(ctx, member, tokens);
  return tokens.idToken ? { ...setup, message: TWO_FACTOR_REQUIRED } : setup;
}

async function open(ctx: DomainCtx, member: MemberRecord, tokens: { accessToken: string; idToken?: string }): Promise<TwoFactorSetup> {
  const secret = await ctx.providers.identity.beginTotp(tokens.accessToken);
  const ticket = randomBytes(24).toString('base64url');
  await ctx.db.entities.twoFactorSetup
    .put({
      domainId: ctx.domain.domainId,
      memberId: member.memberId,
      ticketHash: hashOf(ticket),
      accessToken: tokens.accessToken,
      ...(tokens.idToken ? { idToken: tokens.idToken } : {}),
      expiresAt: Math.floor(Date.now() / 1000) + SETUP_SECONDS,
    })
    .go();
  return setupOf(ctx, member, secret, ticket);
}

/** Signs in with the password again, as a setup or a removal asks; a wrong one counts as a failed sign-in. */
async function reauthenticate(ctx: MemberCtx, password: string, address: string) {
  const { email, identityUsername } = ctx.member;
  await LoginLimits.assertAllowed(ctx, email, address);
  try {
    const result = await ctx.providers.identity.signIn(identityUsername, password);
    await LoginLimits.clearAccount(ctx, email);
    return result;
  } catch (e) {
    if (!(e instanceof IdentityError && e.code === 'invalid_credentials')) throw e;
    await LoginLimits.recordFailure(ctx, email, address);
    throw invalid(CURRENT_PASSWORD_WRONG);
  }
}

/** A member's own setup, from its profile: the password again, then the app's secret. */
export async function begin(ctx: MemberCtx, password: string, address: string): Promise<TwoFactorSetup> {
  const result = await reauthenticate(ctx, password, address);
  if (result.kind !== 'signed-in') throw conflict(TWO_FACTOR_ALREADY_ON);
  // The re-authentication's own session is not kept: its access token serves the setup alone.
  return beginWith(ctx, ctx.member, { accessToken: result.accessToken });
}

/**
 * The setup of `ticket`, for member `memberId`, if it is still open and of `kind` (a sign-in's last
 * step, or begun from the profile); the app's first code confirms it with the provider. Answers the
 * setup's ID token when it is a sign-in's. A wrong code
 * leaves the setup open (the member types the next one); an expired or unknown ticket is refused.
 */
export async function confirmWith(ctx: DomainCtx, memberId: number, ticket: string, code: string, kind: 'sign-in' | 'profile'): Promise<{ idToken?: string }> {
  const key = { domainId: ctx.domain.domainId, memberId };
  const { data: setup } = await ctx.db.entities.twoFactorSetup.get(key).go({ consistent: true });
  const open = setup && setup.ticketHash === hashOf(ticket) && setup.expiresAt * 1000 >= Date.now() && Boolean(setup.idToken) === (kind === 'sign-in');
  if (!setup || !open) throw invalid(TWO_FACTOR_SETUP_EXPIRED);
  try {
    await ctx.providers.identity.confirmTotp(setup.accessToken, code);
  } catch (e) {
    if (e instanceof IdentityError && e.code === 'invalid_code') throw invalid(TWO_FACTOR_WRONG_CODE);
    if (e instanceof IdentityError) throw invalid(TWO_FACTOR_SETUP_EXPIRED);
    throw e;
  }
  await ctx.db.entities.twoFactorSetup.delete(key).go();
  await useCode(ctx, memberId, code);
  const member = await Members.setTwoFactor(ctx, memberId, true);
  await record(ctx, { action: 'two-factor.on', target: `member:${memberId}`, actorId: memberId });
  await mail(ctx, member, 'turned on');
  return setup.idToken ? { idToken: setup.idToken } : {};
}

/** A member's own setup confirmed from its profile. */
export async function confirm(ctx: MemberCtx, ticket: string, code: string): Promise<string> {
  await confirmWith(ctx, ctx.member.memberId, ticket, code, 'profile');
  return TWO_FACTOR_ON;
}

/**
 * Removes the member's second factor: its password again and a current code (a sign-in with both),
 * then the provider forgets the app.
 */
export async function remove(ctx: MemberCtx, input: { password: string; code: string }, address: string): Promise<string> {
  if (isRequired(ctx.domain, ctx.member)) throw conflict(TWO_FACTOR_REQUIRED_KEEP);
  const result = await reauthenticate(ctx, input.password, address);
  if (result.kind !== 'mfa-required') throw conflict(TWO_FACTOR_NOT_ON);
  const tokens = await answerCode(ctx, ctx.member, result.session, input.code, address);
  await ctx.providers.identity.disableTotp(tokens.accessToken);
  const member = await Members.setTwoFactor(ctx, ctx.member.memberId, false);
  await record(ctx, { action: 'two-factor.off', target: `member:${ctx.member.memberId}` });
  await mail(ctx, member, 'turned off');
  return TWO_FACTOR_OFF;
}

/** Whether `target` signs in with two-factor, as an admin sees it on User Details. */
export const statusOf = (target: MemberRecord) => ({ enabled: Boolean(target.twoFactor) });

/**
 * An admin's reset of another member's second factor, for a member who lost its phone: the
 * provider forgets the app, every session of the member ends (whoever holds the phone may hold
 * one), and the member is mailed. Its next sign-in is its password alone, or, where its membership
 * requires two-factor, its password and a new app's setup. Its own is changed from its profile,
 * with its password and a code.
 */
export async function reset(ctx: MemberCtx, target: MemberRecord): Promise<string> {
  if (target.memberId === ctx.caller.memberId) throw conflict(TWO_FACTOR_RESET_OWN);
  if (!target.twoFactor) throw conflict(TWO_FACTOR_NOT_ON);
  // The provider first: done again it changes nothing, so a reset that failed after it is completed by a retry.
  await ctx.providers.identity.resetTotp(target.identityUsername);
  // The flag and the end of every session in one write, on condition it is still on: a second click is a 409, not a second reset.
  const member = await Members.resetTwoFactor(ctx, target.memberId, SessionEpoch.ended().sessionsEndedAt);
  if (!member) throw conflict(TWO_FACTOR_NOT_ON);
  await record(ctx, { action: 'two-factor.reset', target: `member:${target.memberId}` });
  await mail(ctx, member, 'reset');
  return twoFactorResetMessage(`${member.firstName} ${member.lastName}`.trim(), isRequired(ctx.domain, member));
}

/**
 * Answers a sign-in's code challenge: a wrong code counts as a failed sign-in (the same limits as a
 * wrong password), a code used a moment ago is refused.
 */
export async function answerCode(ctx: DomainCtx, member: MemberRecord, session: string, code: string, address: string) {
  // Refused before the provider sees it, so the challenge stays open for the app's next code.
  if (await justUsed(ctx, member.memberId, code)) throw invalid(TWO_FACTOR_CODE_USED);
  let tokens;
  try {
    tokens = await ctx.providers.identity.answerTotp(member.identityUsername, session, code);
  } catch (e) {
    if (!(e instanceof IdentityError)) throw e;
    await LoginLimits.recordFailure(ctx, member.email, address);
    if (e.code === 'invalid_code') throw invalid(TWO_FACTOR_WRONG_CODE);
    throw invalid(TWO_FACTOR_SETUP_EXPIRED);
  }
  await useCode(ctx, member.memberId, code);
  return tokens;
}

/** Whether `code` was accepted for the member within CODE_REUSE_MS (read consistently: a sign-in a moment ago counts). */
async function justUsed(ctx: DomainCtx, memberId: number, code: string, now = Date.now()): Promise<boolean> {
  const { data } = await ctx.db.entities.usedCode.get({ domainId: ctx.domain.domainId, memberId, code }).go({ consistent: true });
  return Boolean(data && data.usedAt >= now - CODE_REUSE_MS);
}

/**
 * Records `code` as used, on condition it was not used within CODE_REUSE_MS: each code of the
 * provider's window once, also when two sign-ins race with it (the second is refused).
 */
async function useCode(ctx: DomainCtx, memberId: number, code: string, now = Date.now()) {
  try {
    await ctx.db.entities.usedCode
      .put({ domainId: ctx.domain.domainId, memberId, code, usedAt: now, expiresAt: Math.ceil((now + CODE_REUSE_MS) / 1000) })
      .where((attr, op) => `${op.notExists(attr.usedAt)} OR ${op.lt(attr.usedAt, now - CODE_REUSE_MS)}`)
      .go({ response: 'none' });
  } catch (e) {
    if (refusedByCondition(e)) throw invalid(TWO_FACTOR_CODE_USED);
    throw e;
  }
}

const mailBody = {
  'turned on': (portal: string) =>
    `Two-factor sign-in was turned on for your ${portal} account: you now sign in with your password and a code from your authenticator app.`,
  'turned off': (portal: string) => `Two-factor sign-in was turned off for your ${portal} account: you now sign in with your password alone.`,
  reset: (portal: string) =>
    `An admin reset two-factor sign-in for your ${portal} account and signed you out everywhere: your authenticator app's codes no longer work. Sign in with your password; if your portal requires two-factor sign-in, you will set up your app again.`,
};

async function mail(ctx: DomainCtx, member: MemberRecord, what: keyof typeof mailBody) {
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [member.email],
    subject: `${ctx.domain.name}: two-factor sign-in was ${what}`,
    text: [
      `Hello ${member.firstName},`,
      '',
      mailBody[what](ctx.domain.name),
      '',
      'If this was not you, reset your password and contact your admin at once.',
    ].join('\n'),
  });
}
