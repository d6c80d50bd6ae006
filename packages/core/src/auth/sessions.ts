import type { LoginRequest, MemberView } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberRecord } from '../context';
import { forbidden, invalid, unauthenticated } from '../errors';
import * as Members from '../members/members';
import { IdentityError } from '../providers/identity/port';
import * as LoginLimits from './login-limits';

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact your admin for help.';
export const SESSION_INVALID = 'Your session is no longer valid. Please log in again.';

/**
 * Signs a member in within the request's domain. Failures are counted per account and per
 * address; the same message answers an unknown e-mail and a wrong password.
 */
export async function login(
  ctx: DomainCtx,
  input: LoginRequest,
  address: string,
): Promise<{ token: string; user: MemberView; message: string }> {
  await LoginLimits.assertAllowed(ctx, input.email, address);
  const member = await Members.fromEmail(ctx, input.email);
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
  if (result.kind !== 'signed-in')
    throw invalid('You must set a new password: use Forgot Password to choose one.');
  const updated = await Members.recordLogin(ctx, member);
  await record(ctx, { action: 'session.login', target: `member:${member.memberId}`, actorId: member.memberId });
  return { token: result.idToken, user: Members.view(updated), message: 'Login successful' };
}

/**
 * Resolves a bearer token to an active member of the request's domain. Every failure is a 403,
 * which the SPA answers by clearing its session.
 */
export async function authenticate(ctx: DomainCtx, token: string): Promise<MemberRecord> {
  let claims;
  try {
    claims = await ctx.providers.identity.verifyIdToken(token);
  } catch (e) {
    if (e instanceof IdentityError) throw forbidden(SESSION_INVALID);
    throw e;
  }
  const memberId = Members.memberIdFromUsername(ctx.domain.domainId, claims.username);
  if (claims.domainId !== ctx.domain.domainId || memberId === undefined) throw forbidden(SESSION_INVALID);
  const member = await Members.fromId(ctx, memberId);
  if (!member) throw forbidden(SESSION_INVALID);
  if (!member.active) throw forbidden(INACTIVE_ACCOUNT);
  return member;
}
