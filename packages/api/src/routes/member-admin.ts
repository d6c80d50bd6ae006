import { createRoute } from '@hono/zod-openapi';
import {
  ExportJob,
  LoginAsRequest,
  Membership,
  MemberIdParam,
  MessageBody,
  UserExportQuery,
  UserListPage,
  UserListQuery,
  USERS_PAGE_SIZE,
} from '@portal/contracts';
import { ExportJobs, MemberAdmin, MemberPages, Members, Network, Paging, Projector, Scope } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';
import type { AppContext } from '../env';

/** A page of a users list as the API answers it. */
export async function listPage(c: AppContext, status: 'active' | 'inactive', query: UserListQuery) {
  const { cursor, ...filter } = query;
  const ctx = c.get('memberCtx');
  // The domain's lists say they are being updated while a change of the domain's lists is carried (a rename named on sales).
  const [found, updating] = await Promise.all([
    MemberPages.page(ctx, status, filter, cursor ?? null, USERS_PAGE_SIZE),
    Projector.followUpsPendingFor(ctx, [Projector.DOMAIN_LISTS]),
  ]);
  return c.json(Paging.toWire(found, USERS_PAGE_SIZE, (await Network.withTeams(ctx, found.items)).map(Members.view), updating), 200);
}

const listRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['users'],
    middleware: [signedIn(), allow('users:list-all')] as const,
    request: { query: UserListQuery },
    responses: { ...ok(UserListPage), ...errors(400, 403) },
  });

const statusRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['users'],
    middleware: [signedIn(), allow('users:set-active')] as const,
    request: { params: MemberIdParam },
    responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
  });

const target = (c: AppContext, id: number) => Scope.memberInScope(c.get('memberCtx'), id, 'users:list-all', 'users:list-all');

/** The spec's lists of one membership: the users list with its membership filter fixed. */
const byMembership = [
  ['/users/patient/list/', Membership.Patient],
  ['/users/sales-rep/list/', Membership.SalesRep],
  ['/users/sales-manager/list/', Membership.SalesManager],
  ['/users/sales-distributor/list/', Membership.SalesDistributor],
] as const;

const MembershipListQuery = UserListQuery.omit({ membership: true });

/** The admin's user management: lists, activation, deletion and login-as. */
export const memberAdminRoutes = router()
  .openapi(listRoute('/users/all/'), (c) => listPage(c, 'active', c.req.valid('query')))
  .openapi(listRoute('/users/all/inactive/'), (c) => listPage(c, 'inactive', c.req.valid('query')))
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/export-csv/',
      tags: ['users'],
      description:
        "The Users List's members the filters match (every one, not only the page shown), newest first, as CSV named userList and a timestamp: written in the background as the other exports are (follow it with GET exports/{id}/).",
      middleware: [signedIn(), allow('users:list-all')] as const,
      request: { query: UserExportQuery },
      responses: { ...ok(ExportJob), ...errors(400, 403) },
    }),
    async (c) => {
      const { status = 'active', ...filter } = c.req.valid('query');
      return c.json(await ExportJobs.startUsers(c.get('memberCtx'), 'csv', { status, ...filter }), 200);
    },
  )
  .openapi(statusRoute('/users/set/active/{id}/'), async (c) => {
    const message = await MemberAdmin.setActive(c.get('memberCtx'), await target(c, c.req.valid('param').id), true);
    return c.json({ success: true, message }, 200);
  })
  .openapi(statusRoute('/users/set/inactive/{id}/'), async (c) => {
    const message = await MemberAdmin.setActive(c.get('memberCtx'), await target(c, c.req.valid('param').id), false);
    return c.json({ success: true, message }, 200);
  })
  .openapi(
    createRoute({
      method: 'delete',
      path: '/users/delete-inactive/{id}/',
      tags: ['users'],
      middleware: [signedIn(), allow('users:delete-inactive')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const message = await MemberAdmin.deleteInactive(c.get('memberCtx'), await target(c, c.req.valid('param').id));
      return c.json({ success: true, message }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/login-as-user/',
      tags: ['users'],
      // The real caller's role counts here (core decides), so an admin or staff member acting as someone can always go back.
      middleware: [signedIn()] as const,
      request: jsonBody(LoginAsRequest),
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      return c.json({ success: true, message: await MemberAdmin.loginAs(c.get('memberCtx'), c.req.valid('json').user_id) }, 200);
    },
  );

for (const [path, membership] of byMembership)
  memberAdminRoutes.openapi(
    createRoute({
      method: 'get',
      path,
      tags: ['users'],
      middleware: [signedIn(), allow('users:list-all')] as const,
      request: { query: MembershipListQuery },
      responses: { ...ok(UserListPage), ...errors(400, 403) },
    }),
    (c) => listPage(c, 'active', { ...c.req.valid('query'), membership }),
  );
