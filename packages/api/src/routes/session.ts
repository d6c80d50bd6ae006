import { createRoute } from '@hono/zod-openapi';
import {
  ChangeOwnPasswordRequest,
  ChangePasswordRequest,
  ConfirmResetPasswordRequest,
  LoginAnswer,
  LoginRequest,
  NewPasswordRequest,
  MessageBody,
  RecentSignIns,
  ResetPasswordRequest,
  STILL_SIGNED_IN,
  TwoFactorConfirmRequest,
  TwoFactorRemoveRequest,
  TwoFactorSetup,
  TwoFactorSetupSignInRequest,
  TwoFactorSignInRequest,
  TwoFactorStartRequest,
  TwoFactorStatus,
} from '@portal/contracts';
import { Devices, DomainError, Passwords, Sessions, TwoFactor, type MemberCtx } from '@portal/core';
import { allow, signedIn, tokenFrom } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** Two-factor sign-in is the signed-in member's own: while acting as another member, the real caller's. */
const own = (ctx: MemberCtx): MemberCtx => ({ ...ctx, member: ctx.caller });

/** Sign-in, sign-out and passwords within the request's domain. */
export const sessionRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/login/',
      tags: ['session'],
      request: jsonBody(LoginRequest),
      responses: { ...ok(LoginAnswer), ...errors(400, 401, 429) },
    }),
    async (c) => c.json(await Sessions.login(c.get('domainCtx'), c.req.valid('json'), c.get('clientAddress'), c.req.header('User-Agent') ?? ''), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/new-password/',
      tags: ['session'],
      description:
        "A first sign-in's new password, for the temporary one (NEW_PASSWORD_REQUIRED); a membership that requires two-factor answers with its setup (MFA_SETUP).",
      request: jsonBody(NewPasswordRequest),
      responses: { ...ok(LoginAnswer), ...errors(400, 401) },
    }),
    async (c) =>
      c.json(await Sessions.completeNewPassword(c.get('domainCtx'), c.req.valid('json'), c.get('clientAddress'), c.req.header('User-Agent') ?? ''), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/two-factor/',
      tags: ['session'],
      description:
        "A sign-in's second step with two-factor on: the authenticator app's code for the challenge the password answered with (SOFTWARE_TOKEN_MFA).",
      request: jsonBody(TwoFactorSignInRequest),
      responses: { ...ok(LoginAnswer), ...errors(400, 401, 429) },
    }),
    async (c) => c.json(await Sessions.signInWithCode(c.get('domainCtx'), c.req.valid('json'), c.get('clientAddress'), c.req.header('User-Agent') ?? ''), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/two-factor/setup-sign-in/',
      tags: ['session'],
      description:
        "A sign-in's last step when the domain requires two-factor of the member's membership (MFA_SETUP): the app's first code turns it on and signs in.",
      request: jsonBody(TwoFactorSetupSignInRequest),
      responses: { ...ok(LoginAnswer), ...errors(400, 401, 429) },
    }),
    async (c) =>
      c.json(await Sessions.confirmSetupSignIn(c.get('domainCtx'), c.req.valid('json'), c.get('clientAddress'), c.req.header('User-Agent') ?? ''), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/two-factor/',
      tags: ['session'],
      description: 'Whether the signed-in member (the real caller, also while acting as another member) has two-factor sign-in on.',
      middleware: [signedIn(), allow('two-factor:manage')] as const,
      responses: { ...ok(TwoFactorStatus), ...errors(403) },
    }),
    async (c) => c.json({ enabled: own(c.get('memberCtx')).member.twoFactor === true }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/two-factor/setup/',
      tags: ['session'],
      description: 'Starts setting up an authenticator app (the password again): answers the secret, its otpauth link and the setup ticket.',
      middleware: [signedIn(), allow('two-factor:manage')] as const,
      request: jsonBody(TwoFactorStartRequest),
      responses: { ...ok(TwoFactorSetup), ...errors(400, 403, 409, 429) },
    }),
    async (c) => c.json(await TwoFactor.begin(own(c.get('memberCtx')), c.req.valid('json').password, c.get('clientAddress')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/two-factor/confirm/',
      tags: ['session'],
      description: "The app's first code confirms the setup: two-factor sign-in is on.",
      middleware: [signedIn(), allow('two-factor:manage')] as const,
      request: jsonBody(TwoFactorConfirmRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403) },
    }),
    async (c) => {
      const { session, code } = c.req.valid('json');
      return c.json({ success: true, message: await TwoFactor.confirm(own(c.get('memberCtx')), session, code) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/two-factor/remove/',
      tags: ['session'],
      description: "Turns two-factor sign-in off with the password and a current code; refused when the domain requires it of the member's membership.",
      middleware: [signedIn(), allow('two-factor:manage')] as const,
      request: jsonBody(TwoFactorRemoveRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 409, 429) },
    }),
    async (c) => c.json({ success: true, message: await TwoFactor.remove(own(c.get('memberCtx')), c.req.valid('json'), c.get('clientAddress')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/sign-ins/',
      tags: ['session'],
      description:
        "The signed-in member's own recent sign-ins (the real caller's, also while acting as another member): each browser it signed in from within the year, the latest first.",
      middleware: [signedIn(), allow('session:sign-ins')] as const,
      responses: { ...ok(RecentSignIns), ...errors(403) },
    }),
    async (c) => c.json({ results: await Devices.recentOf(c.get('memberCtx')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/sign-out/',
      tags: ['session'],
      description:
        "Ends this session on the server: the token sent is refused from its next request; the member's other sessions go on. While acting as another member (X-Acting-As), the real caller's session.",
      middleware: [signedIn(), allow('session:sign-out')] as const,
      responses: { ...ok(MessageBody), ...errors(403) },
    }),
    async (c) => c.json({ success: true, message: await Sessions.signOut(c.get('memberCtx'), tokenFrom(c.req.header('Authorization'))!) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/sign-out-everywhere/',
      tags: ['session'],
      description: "Ends every session of the member, this one included (while acting as another member, the real caller's).",
      middleware: [signedIn(), allow('session:sign-out-everywhere')] as const,
      responses: { ...ok(MessageBody), ...errors(403) },
    }),
    async (c) => c.json({ success: true, message: await Sessions.signOutEverywhere(c.get('memberCtx')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/keep-alive/',
      tags: ['session'],
      description:
        'Says the member is still at work in the browser (it typed, clicked or scrolled since the last call) though no other call was made: the session is used now and not signed out for want of activity.',
      middleware: [signedIn(), allow('session:keep-alive')] as const,
      responses: { ...ok(MessageBody), ...errors(403) },
    }),
    async (c) => c.json({ success: true, message: STILL_SIGNED_IN }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/reset-password/',
      tags: ['session'],
      request: jsonBody(ResetPasswordRequest),
      responses: { ...ok(MessageBody), ...errors(400, 429) },
    }),
    async (c) => {
      const message = await Passwords.requestReset(c.get('domainCtx'), c.req.valid('json').email, c.get('clientAddress'));
      return c.json({ success: true, message }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/reset-password/confirm/',
      tags: ['session'],
      request: jsonBody(ConfirmResetPasswordRequest),
      responses: { ...ok(MessageBody), ...errors(400) },
    }),
    async (c) => {
      const message = await Passwords.confirmReset(c.get('domainCtx'), c.req.valid('json'));
      return c.json({ success: true, message }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/change-password/',
      tags: ['session'],
      middleware: [signedIn()] as const,
      request: jsonBody(ChangePasswordRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404, 429) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const body = c.req.valid('json');
      // Another member's password: core's to allow (password:change-any).
      if ('user_id' in body && body.user_id !== ctx.member.memberId) return c.json({ success: true, message: await Passwords.changeMember(ctx, body) }, 200);
      const own = ChangeOwnPasswordRequest.safeParse(body);
      if (!own.success) throw new DomainError('invalid', 'Enter your current password to change it.');
      return c.json({ success: true, message: await Passwords.changeOwn(ctx, own.data, c.get('clientAddress')) }, 200);
    },
  );
