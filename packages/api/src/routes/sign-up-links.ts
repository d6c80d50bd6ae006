import { createRoute } from '@hono/zod-openapi';
import { MemberIdParam, RenewSignUpLinkRequest, SignUpLinks as SignUpLinksAnswer } from '@portal/contracts';
import { SignUpLinks } from '@portal/core';
import { signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/**
 * The invitation tokens of a member's sign-up links (a rep's Harvest Center link; a center's
 * Referral Harvest Center and staff links), and a new link of one kind. Core decides whose.
 */
export const signUpLinkRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sign-up-links/{id}/',
      tags: ['sign-up-links'],
      description: "A member's sign-up link tokens: its own, a sales rep its harvest centers', admins anyone's.",
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(SignUpLinksAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await SignUpLinks.linksOf(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-links/{id}/renew/',
      tags: ['sign-up-links'],
      description: 'A new sign-up link of one kind for the member itself (admins: anyone); the previous link stops working.',
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam, ...jsonBody(RenewSignUpLinkRequest) },
      responses: { ...ok(SignUpLinksAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await SignUpLinks.renew(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json').kind), 200),
  );
