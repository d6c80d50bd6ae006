import { createRoute, z } from '@hono/zod-openapi';
import {
  DISTRIBUTOR_ADDED,
  InviteQuery,
  MANAGER_ADDED,
  MemberIdParam,
  Membership,
  MemberView,
  MessageBody,
  NewTeamMemberRequest,
  type NewTeamMemberRequest as NewTeamMember,
  PATIENTS_PAGE_SIZE,
  REGISTERED,
  RegistrationAnswer,
  registrationPages,
  type RegistrationPage,
  REP_ADDED,
  SalesRepExistsAnswer,
  TEAM_PAGE_SIZE,
} from '@portal/contracts';
import { Members, SignUpLinks, Teams } from '@portal/core';
import type { AppContext } from '../env';
import { allow, isSignedIn, signedIn, signedInIfCredentials } from '../middleware/auth';
import { signedInOrRegistration } from '../middleware/registration';
import { errors, jsonBody, ok, router } from '../router';
import { serveLinkedLists, type LinkedList } from './role-lists';

const Created = z.object({ success: z.boolean(), message: z.string(), user: MemberView });

/** Add Sales Rep / Manager / Distributor signed in; the page's public registration without credentials. */
const addRoute = (path: string, action: 'team:add-rep' | 'team:add-manager' | 'team:add-distributor', page: RegistrationPage) =>
  createRoute({
    method: 'post',
    path,
    tags: ['teams'],
    description: `Signed in: adds a member to the caller's team. Without credentials: the ${registrationPages[page].title} page's registration (RegistrationRequest).`,
    middleware: [signedInOrRegistration(action, () => page, REGISTERED)] as const,
    request: jsonBody(NewTeamMemberRequest),
    responses: { ...ok(z.union([Created, RegistrationAnswer])), ...errors(400, 403, 409, 429) },
  });

const removeRoute = (path: string, action: 'team:remove-rep' | 'team:remove-manager') =>
  createRoute({
    method: 'get',
    path,
    tags: ['teams'],
    middleware: [signedIn(), allow(action)] as const,
    request: { params: MemberIdParam },
    responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
  });

async function added(c: AppContext, membership: Parameters<typeof Teams.add>[1], body: NewTeamMember, leaderId: number | undefined, message: string) {
  const input = { email: body.email, firstName: body.first_name, lastName: body.last_name, phoneNumber: body.phone_number, company: body.company };
  const member = await Teams.add(c.get('memberCtx'), membership, input, leaderId);
  return c.json({ success: true, message, user: Members.view(member) }, 200);
}

const { SalesManager, SalesDistributor, SalesRep, Patient } = Membership;
const managed = { tag: 'teams', owner: SalesManager, own: 'team:read-managed', relation: 'salesManagerId' } as const;
const distributed = { tag: 'teams', owner: SalesDistributor, own: 'team:read-distributed', relation: 'salesDistributorId' } as const;

/** A manager's reps and their patients; a distributor's managers, reps and patients. */
const teamLists: LinkedList[] = [
  { ...managed, path: '/sales-rep/sales-manager/list/{id}/', plan: SalesRep, size: TEAM_PAGE_SIZE },
  { ...managed, path: '/sales-managers/{id}/patients/', plan: Patient, size: PATIENTS_PAGE_SIZE },
  { ...distributed, path: '/sales-distributors/{id}/sales-managers/', plan: SalesManager, size: TEAM_PAGE_SIZE },
  { ...distributed, path: '/sales-distributors/{id}/sales-rep/', plan: SalesRep, size: TEAM_PAGE_SIZE },
  { ...distributed, path: '/sales-distributors/{id}/patients/', plan: Patient, size: PATIENTS_PAGE_SIZE },
];

/**
 * The sales teams: their lists, adding members to one's team (invited by e-mail) and removing
 * them after confirmation.
 */
export const teamRoutes = serveLinkedLists(router(), teamLists)
  .openapi(addRoute('/sales-rep/', 'team:add-rep', 'sales-rep'), (c) => {
    const ctx = c.get('memberCtx');
    // A manager adds to its own team; an admin names the manager, or none.
    const body = c.req.valid('json');
    return added(c, Membership.SalesRep, body, Teams.leaderFor(ctx, body.sales_manager_id), REP_ADDED);
  })
  .openapi(addRoute('/sales-managers/', 'team:add-manager', 'sales-manager'), (c) => {
    const ctx = c.get('memberCtx');
    const body = c.req.valid('json');
    return added(c, Membership.SalesManager, body, Teams.leaderFor(ctx, body.sales_distributor_id), MANAGER_ADDED);
  })
  .openapi(addRoute('/sales-distributors/', 'team:add-distributor', 'sales-distributor'), (c) =>
    added(c, Membership.SalesDistributor, c.req.valid('json'), undefined, DISTRIBUTOR_ADDED),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sales-rep/{id}/user-exists/',
      tags: ['teams'],
      description:
        "Signed in: whether a sales rep exists, with its team (the checkouts). Without credentials: the harvest center sign-up page, only with its link's invitation token (`invite`); another link is a 400.",
      middleware: [signedInIfCredentials()] as const,
      request: { params: MemberIdParam, query: InviteQuery },
      responses: { ...ok(SalesRepExistsAnswer), ...errors(400, 403) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const rep = isSignedIn(c)
        ? await Members.fromId(c.get('domainCtx'), id)
        : await SignUpLinks.linkSalesRep(c.get('domainCtx'), id, c.req.valid('query').invite);
      if (!rep || rep.active === false || !rep.memberships.includes(Membership.SalesRep)) return c.json({ exists: false, data: null }, 200);
      return c.json({ exists: true, data: { sales_manager_id: rep.salesManagerId ?? null, sales_distributor_id: rep.salesDistributorId ?? null } }, 200);
    },
  )
  .openapi(removeRoute('/sales-rep/{id}/remove-team/', 'team:remove-rep'), async (c) => {
    const ctx = c.get('memberCtx');
    const rep = await Teams.teamMember(ctx, c.req.valid('param').id, Membership.SalesRep);
    return c.json({ success: true, message: await Teams.removeRep(ctx, rep) }, 200);
  })
  .openapi(removeRoute('/sales-distributors/{id}/remove-team/', 'team:remove-manager'), async (c) => {
    const ctx = c.get('memberCtx');
    const manager = await Teams.teamMember(ctx, c.req.valid('param').id, Membership.SalesManager);
    return c.json({ success: true, message: await Teams.removeManager(ctx, manager) }, 200);
  });
