import { createRoute } from '@hono/zod-openapi';
import {
  CenterPaymentProfile,
  MemberIdParam,
  MemberList,
  MemberView,
  MessageBody,
  RemoveStaffRequest,
  StaffCentersUpdate,
  StaffConfirmationRequest,
  StaffListPage,
  UserListQuery,
  USERS_PAGE_SIZE,
  Membership,
} from '@portal/contracts';
import { CheckoutLookups, MemberPages, Members, Paging, Scope, Staff } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** HC staff and the harvest centers they may enter. */
export const staffRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/hc-staff/auth-profile/{id}/',
      tags: ['staff'],
      middleware: [signedIn(), allow('staff:center-payment-profile')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(CenterPaymentProfile), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await CheckoutLookups.centerPaymentProfile(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/hc-staff/',
      tags: ['staff'],
      middleware: [signedIn(), allow('staff:manage')] as const,
      request: { query: UserListQuery.omit({ membership: true }) },
      responses: { ...ok(StaffListPage), ...errors(400, 403) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { cursor, ...filter } = c.req.valid('query');
      const found = await MemberPages.page(ctx, 'active', { ...filter, membership: Membership.HcStaff }, cursor ?? null, USERS_PAGE_SIZE);
      return c.json(Paging.toWire(found, USERS_PAGE_SIZE, await Staff.rows(ctx, found.items)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/hc-staff/{id}/hc-list/',
      tags: ['staff'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MemberList), ...errors(403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const staff = await Scope.memberInScope(ctx, c.req.valid('param').id, 'staff:centers-own', 'staff:manage');
      return c.json((await Staff.centersOf(ctx, staff)).map(Members.view), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/hc-staff/staff-list/{id}/',
      tags: ['staff'],
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MemberList), ...errors(403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const center = await Scope.memberInScope(ctx, c.req.valid('param').id, 'staff:list-own-center', 'staff:manage');
      return c.json((await Staff.staffOf(ctx, center.memberId)).map(Members.view), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/hc-staff/{id}/',
      tags: ['staff'],
      middleware: [signedIn(), allow('staff:manage')] as const,
      request: { params: MemberIdParam, ...jsonBody(StaffCentersUpdate) },
      responses: { ...ok(MemberView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const staff = await Scope.memberInScope(ctx, c.req.valid('param').id, 'staff:manage', 'staff:manage');
      return c.json(Members.view(await Staff.setCenters(ctx, staff, c.req.valid('json').staff_hc_ids)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/hc-staff/remove-user/',
      tags: ['staff'],
      middleware: [signedIn(), allow('staff:remove-from-center')] as const,
      request: jsonBody(RemoveStaffRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { user_id, hc_id } = c.req.valid('json');
      return c.json({ success: true, message: await Staff.removeFromCenter(c.get('memberCtx'), user_id, hc_id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/hc-staff/confirm-user/',
      tags: ['staff'],
      description: 'A center confirms a staff member who joined through its sign-up link: it may enter the center from then on.',
      middleware: [signedIn(), allow('staff:confirm')] as const,
      request: jsonBody(StaffConfirmationRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { user_id, hc_id } = c.req.valid('json');
      return c.json({ success: true, message: await Staff.confirm(c.get('memberCtx'), user_id, hc_id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/hc-staff/refuse-user/',
      tags: ['staff'],
      description:
        'A center refuses a staff member who joined through its sign-up link and is not confirmed: the association ends (the account closes when it has no other center).',
      middleware: [signedIn(), allow('staff:confirm')] as const,
      request: jsonBody(StaffConfirmationRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { user_id, hc_id } = c.req.valid('json');
      return c.json({ success: true, message: await Staff.refuse(c.get('memberCtx'), user_id, hc_id) }, 200);
    },
  );
