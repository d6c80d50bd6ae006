import { createRoute, z } from '@hono/zod-openapi';
import { AgreementStatus, ContactMessage, MemberIdParam, MemberPatch, MemberView, MessageBody, USER_UPDATED } from '@portal/contracts';
import { Members, Profile, Scope } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';
import type { AppContext } from '../env';

const UpdatedMember = z.object({ message: z.string(), user: MemberView });

const updateRoute = (method: 'patch' | 'put') =>
  createRoute({
    method,
    path: '/users/{id}/',
    tags: ['users'],
    middleware: [signedIn()] as const,
    request: { params: MemberIdParam, ...jsonBody(MemberPatch) },
    responses: { ...ok(UpdatedMember), ...errors(400, 403, 404, 409) },
  });

async function updateMember(c: AppContext, id: number, body: MemberPatch) {
  const ctx = c.get('memberCtx');
  const target = await Scope.memberInScope(ctx, id, 'profile:update-own', 'users:update-any');
  const updated =
    'check_agreement' in body && !('first_name' in body)
      ? await Profile.acceptAgreement(ctx, target, body.check_agreement)
      : await Profile.update(ctx, target, body as Extract<MemberPatch, { first_name: string }>);
  return c.json({ message: USER_UPDATED, user: Members.view(updated) }, 200);
}

/** Contact details, the membership agreement and Got a Question. */
export const profileRoutes = router()
  .openapi(updateRoute('patch'), (c) => updateMember(c, c.req.valid('param').id, c.req.valid('json')))
  .openapi(updateRoute('put'), (c) => updateMember(c, c.req.valid('param').id, c.req.valid('json')))
  .openapi(
    createRoute({
      method: 'get',
      path: '/utilities/check-agreement/{id}/',
      tags: ['users'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(AgreementStatus), ...errors(403, 404) },
    }),
    async (c) => {
      const target = await Scope.memberInScope(c.get('memberCtx'), c.req.valid('param').id, 'profile:read-own', 'users:read-any');
      return c.json(Profile.agreementOf(target), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/utilities/contact/',
      tags: ['users'],
      middleware: [signedIn(), allow('contact:send')] as const,
      request: jsonBody(ContactMessage),
      responses: { ...ok(MessageBody), ...errors(400, 403) },
    }),
    async (c) => c.json({ success: true, message: await Profile.sendQuestion(c.get('memberCtx'), c.req.valid('json')) }, 200),
  );
