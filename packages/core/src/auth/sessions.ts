import {
  idleSignedOut,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
  TWO_FACTOR_PROMPT,
  TWO_FACTOR_SETUP_EXPIRED,
  TWO_FACTOR_SIGN_IN_AGAIN,
  type LoginChallenge,
  type LoginRequest,
  type NewPasswordRequest,
  type MemberView,
  type TwoFactorSetupSignInRequest,
  type TwoFactorSignInRequest,
} from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { forbidden, invalid, unauthenticated } from '../errors';
import * as Domains from '../domains/domains';
import { assertNotCommon } from './common-passwords';
import * as Devices from './devices';
import * as TwoFactor from './two-factor';
import * as Members from '../members/members';
import { IdentityError } from '../providers/identity/port';
import * as LiveSessions from './live-sessions';
import * as LoginLimits from './login-limits';
import * as SessionEpoch from './session-epoch';

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact your admin for help.';
export const SESSION_INVALID = 'Your session is no longer valid. Please log in again.';
export const SESSION_ENDED_WHILE_SIGNING_IN = 'Your account changed while you were signing in. Please log in again.';

/**
 * Signs a member in within the request's domain. Failures are counted per account and per
 * address; the same message answers an unknown e-mail and a wrong password.
 */
export type LoginResult = { token: string; user: MemberView; message: string } | LoginChallenge;

export const CHOOSE_PASSWORD = 'Welcome! Please choose your own password to finish signing in.';

/** The member as it stands before a token is asked for: the session epoch a sign-in admits its token against. */
async function beforeSignIn(ctx: DomainCtx, email: string): Promise<MemberRecord | undefined> {
  // The e-mail index may lag a write; the record itself, read consistently, does not.
  const found = await Members.fromEmail(ctx, email);
  return found && ((await Members.fromId(ctx, found.memberId, { consistent: true })) ?? found);
}

/**
 * Records the session the token starts (what a sign-out elsewhere keeps admitted), then the sign-in
 * with the epoch read before the token was issued (session-epoch.ts). When the epoch moved in
 * between, the sign-in stands only if the token is current under the new one (a sign-out of another
 * session, which leaves later tokens current); otherwise the token would be refused, so the sign-in is.
 */
async function signedIn(ctx: DomainCtx, member: MemberRecord, token: string) {
  const claims = await ctx.providers.identity.verifyIdToken(token);
  await LiveSessions.record(ctx, member.memberId, claims);
  let updated = await Members.recordLogin(ctx, member, SessionEpoch.admission(member, claims));
  if (!updated) {
    const fresh = await Members.fromId(ctx, member.memberId, { consistent: true });
    if (fresh?.active && SessionEpoch.isCurrent(fresh, claims)) updated = await Members.recordLogin(ctx, fresh, { endedAt: fresh.sessionsEndedAt });
  }
  if (!updated) throw unauthenticated(SESSION_ENDED_WHILE_SIGNING_IN);
  await record(ctx, { action: 'session.login', target: `member:${member.memberId}`, actorId: member.memberId });
  return { token, user: Members.view(updated), message: 'Login successful' };
}

export async function login(ctx: DomainCtx, input: LoginRequest, address: string, userAgent = ''): Promise<LoginResult> {
  await LoginLimits.assertAllowed(ctx, input.email, address);
  const member = await beforeSignIn(ctx, input.email);
  const fail = async () => {
    await LoginLimits.recordFailure(ctx, input.email, address);
    return unauthenticated(BAD_CREDENTIALS);
  };
  if (!member) throw await fail();
  let result;
  try {
    result = await ctx.providers.identity.signIn(member.identityUsername, input.password);
  } catch (e) {
    if (e instanceof IdentityError && e.code === 'invalid_credentials') throw await fail();
    throw e;
  }
  await LoginLimits.clearAccount(ctx, input.email);
  if (!member.active) throw unauthenticated(INACTIVE_ACCOUNT);
  if (result.kind === 'new-password-required') return { challenge: 'NEW_PASSWORD_REQUIRED', session: result.session, message: CHOOSE_PASSWORD };
  // Two-factor on: the authenticator's code is the second step (signInWithCode).
  if (result.kind === 'mfa-required') return { challenge: 'SOFTWARE_TOKEN_MFA', session: result.session, message: TWO_FACTOR_PROMPT };
  // The domain requires two-factor of this membership and the member has none: its app is set up first (confirmSetupSignIn).
  if (TwoFactor.requiredOf(ctx.domain, member)) return { challenge: 'MFA_SETUP', ...(await TwoFactor.beginWith(ctx, member, result)) };
  return completeSignIn(ctx, member, result.idToken, { device: input.device, userAgent, address });
}

/** Ends a sign-in with its ID token; a browser the member never signed in from is mailed to it (devices.ts). */
async function completeSignIn(ctx: DomainCtx, member: MemberRecord, idToken: string, origin: Devices.SignInOrigin) {
  const answer = await signedIn(ctx, member, idToken);
  await Devices.noteSignIn(ctx, member, origin);
  return answer;
}

/** The member a sign-in's later step names, active; anything else answers as a wrong password does. */
async function signingIn(ctx: DomainCtx, email: string, address: string): Promise<MemberRecord> {
  await LoginLimits.assertAllowed(ctx, email, address);
  const member = await beforeSignIn(ctx, email);
  if (!member) throw unauthenticated(BAD_CREDENTIALS);
  if (!member.active) throw unauthenticated(INACTIVE_ACCOUNT);
  return member;
}

/** A sign-in's second step with two-factor on: the authenticator's code for the challenge the password answered with. */
export async function signInWithCode(ctx: DomainCtx, input: TwoFactorSignInRequest, address: string, userAgent = ''): Promise<LoginResult> {
  const member = await signingIn(ctx, input.email, address);
  const tokens = await TwoFactor.answerCode(ctx, member, input.session, input.code, address);
  await LoginLimits.clearAccount(ctx, input.email);
  return completeSignIn(ctx, member, tokens.idToken, { device: input.device, userAgent, address });
}

/** A sign-in's last step when its membership requires two-factor: the app's first code confirms the setup, then the member is in. */
export async function confirmSetupSignIn(ctx: DomainCtx, input: TwoFactorSetupSignInRequest, address: string, userAgent = ''): Promise<LoginResult> {
  const member = await signingIn(ctx, input.email, address);
  const { idToken } = await TwoFactor.confirmWith(ctx, member.memberId, input.session, input.code, 'sign-in');
  if (!idToken) throw unauthenticated(TWO_FACTOR_SETUP_EXPIRED);
  return completeSignIn(ctx, member, idToken, { device: input.device, userAgent, address });
}

/**
 * Finishes a first sign-in by replacing the temporary password. A member whose membership requires
 * two-factor sets up its app next, as at any sign-in (an invited admin too).
 */
export async function completeNewPassword(ctx: DomainCtx, input: NewPasswordRequest, address: string, userAgent = ''): Promise<LoginResult> {
  await assertNotCommon(input.password);
  const member = await beforeSignIn(ctx, input.email);
  if (!member || !member.active) throw unauthenticated(BAD_CREDENTIALS);
  let tokens;
  try {
    tokens = await ctx.providers.identity.completeNewPassword(member.identityUsername, input.session, input.password);
  } catch (e) {
    if (e instanceof IdentityError && e.code === 'invalid_password') throw invalid(e.message);
    if (e instanceof IdentityError) throw unauthenticated('This sign-in has expired. Please log in again with your temporary password.');
    throw e;
  }
  if (TwoFactor.requiredOf(ctx.domain, member)) return { challenge: 'MFA_SETUP', ...(await TwoFactor.beginWith(ctx, member, tokens)) };
  return completeSignIn(ctx, member, tokens.idToken, { device: input.device, userAgent, address });
}

/**
 * Resolves a bearer token to an active member of the request's domain, issued after the member's
 * sessions last ended (session-epoch.ts; one read, the member record every request reads anyway,
 * and a consistent one for a token that only its sign-in's admission can make current), and used
 * within the domain's idle time (one read more, and a write a minute by a request that succeeded:
 * live-sessions.ts check, markUsed).
 * A member whose membership requires two-factor and has none is refused (its sign-in sets it up).
 * Every failure is a 403, which the SPA answers by clearing its session.
 */
export async function authenticate(ctx: DomainCtx, token: string): Promise<{ member: MemberRecord; markUsed?: () => Promise<void> }> {
  let claims;
  try {
    claims = await ctx.providers.identity.verifyIdToken(token);
  } catch (e) {
    if (e instanceof IdentityError) throw forbidden(SESSION_INVALID);
    throw e;
  }
  const memberId = Members.memberIdFromUsername(ctx.domain.domainId, claims.username);
  if (claims.domainId !== ctx.domain.domainId || memberId === undefined) throw forbidden(SESSION_INVALID);
  let member = await Members.fromId(ctx, memberId);
  // Just after a sign-in that admitted this token, a read that is not consistent may not show it yet.
  if (member && !SessionEpoch.isCurrent(member, claims) && SessionEpoch.mayBeAdmitted(member, claims))
    member = await Members.fromId(ctx, memberId, { consistent: true });
  if (!member) throw forbidden(SESSION_INVALID);
  if (!member.active) throw forbidden(INACTIVE_ACCOUNT);
  // A membership that requires two-factor is served only to a member that has it: a token from a
  // sign-in without a code (one made at the identity provider directly, or before the domain required
  // it) ends here. A read just after the setup that turned it on may lag: read again before refusing.
  if (TwoFactor.requiredOf(ctx.domain, member)) {
    member = (await Members.fromId(ctx, memberId, { consistent: true })) ?? member;
    if (TwoFactor.requiredOf(ctx.domain, member)) throw forbidden(TWO_FACTOR_SIGN_IN_AGAIN);
  }
  // A password change or reset, a deactivation or a sign-out ended the sessions issued before it.
  if (!SessionEpoch.isCurrent(member, claims)) throw forbidden(SESSION_INVALID);
  // A session left unused for the domain's idle time is over (live-sessions.ts check); its use is written once the request succeeded.
  const minutes = Domains.idleMinutes(ctx.domain);
  const session = await LiveSessions.check(ctx, memberId, claims, minutes * 60_000);
  if (!session.live) throw forbidden(idleSignedOut(minutes));
  return { member, ...(session.due ? { markUsed: () => LiveSessions.markUsed(ctx, memberId, claims) } : {}) };
}

/**
 * Ends the session of `token` on the server: the token is refused from its next request, the
 * caller's other sessions (other browsers) go on (SessionEpoch.endOne). The caller's, also while it
 * acts as another member: the token is the caller's own.
 */
export async function signOut(ctx: MemberCtx, token: string): Promise<string> {
  let claims;
  try {
    claims = await ctx.providers.identity.verifyIdToken(token);
  } catch (e) {
    // Expired since the request was let in: refused already, nothing left to end.
    if (e instanceof IdentityError) return SIGNED_OUT;
    throw e;
  }
  await SessionEpoch.endOne(ctx, ctx.caller.memberId, claims);
  await record(ctx, { action: 'session.sign-out', target: `member:${ctx.caller.memberId}` });
  return SIGNED_OUT;
}

/** Ends every session of the caller (also while it acts as another member), this one included. */
export async function signOutEverywhere(ctx: MemberCtx): Promise<string> {
  await SessionEpoch.endAll(ctx, ctx.caller.memberId);
  await record(ctx, { action: 'session.sign-out-everywhere', target: `member:${ctx.caller.memberId}` });
  return SIGNED_OUT_EVERYWHERE;
}
