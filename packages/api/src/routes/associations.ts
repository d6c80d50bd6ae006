import { createRoute } from '@hono/zod-openapi';
import {
  MemberIdParam,
  Membership,
  RHC_ASSOCIATION_UPDATED,
  RhcAssociationAnswer,
  RhcAssociationPage,
  RhcAssociationUpdate,
  UserListQuery,
  USERS_PAGE_SIZE,
} from '@portal/contracts';
import { MemberPages, Paging, Associations, Scope } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** The RHC Manager: referral centers and the harvest centers their new referrals go to. */
export const associationRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/rhc-association/all/',
      tags: ['associations'],
      middleware: [signedIn(), allow('associations:manage')] as const,
      request: { query: UserListQuery.omit({ membership: true }) },
      responses: { ...ok(RhcAssociationPage), ...errors(400, 403) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { cursor, ...filter } = c.req.valid('query');
      const found = await MemberPages.page(ctx, 'active', { ...filter, membership: Membership.ReferralHarvestCenter }, cursor ?? null, USERS_PAGE_SIZE);
      return c.json(Paging.toWire(found, USERS_PAGE_SIZE, await Associations.rows(ctx, found.items)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/rhc-association/update-association/{id}/',
      tags: ['associations'],
      middleware: [signedIn(), allow('associations:manage')] as const,
      request: { params: MemberIdParam, ...jsonBody(RhcAssociationUpdate) },
      responses: { ...ok(RhcAssociationAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const rhc = await Scope.listOwner(
        ctx,
        c.req.valid('param').id,
        Membership.ReferralHarvestCenter,
        'associations:manage',
        'associations:manage',
        'Referral harvest center',
      );
      const updated = await Associations.setCenters(ctx, rhc, c.req.valid('json').rhc_hc_ids);
      const [row] = await Associations.rows(ctx, [updated]);
      return c.json({ code: 'Success' as const, message: RHC_ASSOCIATION_UPDATED, data: row! }, 200);
    },
  );
