import { createRoute } from '@hono/zod-openapi';
import { LinkedListQuery, MemberIdParam, MemberRow, MemberRowPage, Membership, PATIENTS_PAGE_SIZE } from '@portal/contracts';
import { Audit, LinkedMembers, Network, type MemberCtx, type MemberRecord } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';
import { listRoute, owner, rowPage } from './role-lists';

/**
 * The centers among `owner`'s (linked by `relation`) whose company contains the search: patient
 * tables filter by patient or by harvest center company, and these widen the search.
 */
async function centersMatching(ctx: MemberCtx, owner: MemberRecord, relation: 'salesRepId' | 'labId', search: string | undefined) {
  if (!search?.trim()) return [];
  const centers = await LinkedMembers.linkedPage(ctx, owner.memberId, relation, Membership.HarvestCenter, { search }, null, MAX_MATCHED_CENTERS);
  return centers.items.map((hc) => hc.memberId);
}

/** How many matching centers widen a patient search at most. */
const MAX_MATCHED_CENTERS = 50;

/** A lab's and a sales rep's patients, and any member as the caller may see it (the patient info dialogs). */
export const patientRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/lab/',
      tags: ['users'],
      middleware: [signedIn(), allow('labs:read-own')] as const,
      request: { query: LinkedListQuery },
      responses: { ...ok(MemberRowPage), ...errors(400, 403) },
    }),
    async (c) => {
      // The lab dashboard's Patients: the signed-in lab's own.
      const ctx = c.get('memberCtx');
      const query = c.req.valid('query');
      const orCenterIds = await centersMatching(ctx, ctx.member, 'labId', query.search);
      return rowPage(c, ctx.member, 'labId', Membership.Patient, query, PATIENTS_PAGE_SIZE, { orCenterIds });
    },
  )
  .openapi(listRoute('/users/sales-rep/{id}/', 'users'), async (c) => {
    const ctx = c.get('memberCtx');
    const rep = await owner(ctx, c.req.valid('param').id, Membership.SalesRep, 'reps:read-own');
    const query = c.req.valid('query');
    const orCenterIds = await centersMatching(ctx, rep, 'salesRepId', query.search);
    return rowPage(c, rep, 'salesRepId', Membership.Patient, query, PATIENTS_PAGE_SIZE, { orCenterIds });
  })
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/identifier/{id}/',
      tags: ['users'],
      middleware: [signedIn(), allow('members:read-visible')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MemberRow), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const target = await Network.visibleMember(ctx, c.req.valid('param').id);
      const [row] = await Network.rows(ctx, [target]);
      await Audit.patientRead(ctx, target, 'details');
      return c.json(row!, 200);
    },
  );
