import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminMemberUpdate,
  MemberIdParam,
  MemberView,
  MessageBody,
  ResetMemberPasswordRequest,
  SetMemberPasswordRequest,
  TwoFactorStatus,
  USER_UPDATED,
} from '@portal/contracts';
import { MemberDetails, Members, Network, Passwords, Scope, TwoFactor } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const UpdatedMember = z.object({ message: z.string(), user: MemberView });

/** User Details: an admin edits any member, sets its password, sends it a reset code or resets its second factor. */
export const memberDetailRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/update/{id}/',
      tags: ['users'],
      middleware: [signedIn(), allow('users:update-any')] as const,
      request: { params: MemberIdParam, ...jsonBody(AdminMemberUpdate) },
      responses: { ...ok(UpdatedMember), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const target = await Scope.memberInScope(ctx, c.req.valid('param').id, 'users:update-any', 'users:update-any');
      const updated = await MemberDetails.update(ctx, target, c.req.valid('json'));
      const [shown] = await Network.withTeams(ctx, [updated]);
      return c.json({ message: USER_UPDATED, user: Members.view(shown!) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/update-password/{id}/',
      tags: ['users'],
      middleware: [signedIn(), allow('password:change-any')] as const,
      request: { params: MemberIdParam, ...jsonBody(SetMemberPasswordRequest) },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const message = await Passwords.changeMember(c.get('memberCtx'), { user_id: c.req.valid('param').id, new_password_change: c.req.valid('json').password });
      return c.json({ success: true, message }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/utilities/reset-user-password/',
      tags: ['users'],
      middleware: [signedIn(), allow('password:change-any')] as const,
      request: jsonBody(ResetMemberPasswordRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404, 429) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const target = await Scope.memberInScope(ctx, c.req.valid('json').user_id, 'password:change-any', 'password:change-any');
      await Passwords.resetByAdmin(ctx, target);
      return c.json({ success: true, message: `We sent ${target.firstName} ${target.lastName} an e-mail with a code to reset the password.` }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}/two-factor/',
      tags: ['users'],
      middleware: [signedIn(), allow('two-factor:reset-any')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(TwoFactorStatus), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const target = await Scope.memberInScope(ctx, c.req.valid('param').id, 'two-factor:reset-any', 'two-factor:reset-any');
      return c.json(TwoFactor.statusOf(target), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/{id}/two-factor/reset/',
      tags: ['users'],
      middleware: [signedIn(), allow('two-factor:reset-any')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const target = await Scope.memberInScope(ctx, c.req.valid('param').id, 'two-factor:reset-any', 'two-factor:reset-any');
      return c.json({ success: true, message: await TwoFactor.reset(ctx, target) }, 200);
    },
  );
