import { createRoute } from '@hono/zod-openapi';
import { MemberIdParam, MemberView, MembershipList, TagList } from '@portal/contracts';
import { Audit, Members, Network, Reference } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

/** The signed-in member and the domain's reference data. */
export const memberRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}/',
      tags: ['users'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MemberView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { id } = c.req.valid('param');
      // The same visibility rule as users/identifier/{id}/: the record, or a 404 that tells nothing.
      const found = await Network.visibleMember(ctx, id);
      const [shown] = await Network.withTeams(ctx, [found]);
      // A patient's details and milestones read by another member: the audit trail records who, from where.
      await Audit.patientRead(ctx, found, 'details');
      return c.json(Members.view(shown!), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/memberships/',
      tags: ['session'],
      middleware: [signedIn(), allow('memberships:list')] as const,
      responses: { ...ok(MembershipList), ...errors(403) },
    }),
    async (c) => c.json(await Reference.memberships(c.get('memberCtx')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/utilities/user-tags/',
      tags: ['session'],
      middleware: [signedIn(), allow('tags:list')] as const,
      responses: { ...ok(TagList), ...errors(403) },
    }),
    async (c) => c.json(await Reference.tags(c.get('memberCtx')), 200),
  );
