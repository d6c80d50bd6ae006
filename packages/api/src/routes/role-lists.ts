import { createRoute } from '@hono/zod-openapi';
import {
  CenterPatientsQuery,
  type Action,
  type LinkedListQuery,
  LinkedListQuery as Query,
  MemberIdParam,
  MemberRowPage,
  type MembershipId,
} from '@portal/contracts';
import { LinkedMembers, type MemberRecord, Network, Paging, Projector, Scope } from '@portal/core';
import type { AppContext } from '../env';
import { signedIn } from '../middleware/auth';
import { errors, ok, type router } from '../router';

type Relation = Parameters<typeof LinkedMembers.linkedPage>[2];

/** A role list route: GET `path` with the owner's id, a text filter (and a product, where the list has buyers) and a cursor. */
export const listRoute = (path: string, tag: string, byProduct = false) =>
  createRoute({
    method: 'get',
    path,
    tags: [tag],
    middleware: [signedIn()] as const,
    request: { params: MemberIdParam, query: byProduct ? CenterPatientsQuery : Query },
    responses: { ...ok(MemberRowPage), ...errors(400, 403, 404) },
  });

/** The owner of a role list (see Scope.listOwner). */
export const owner = Scope.listOwner;

/** One page of the members of `plan` linked to `parent`, as the role tables show them. */
export async function rowPage(
  c: AppContext,
  parent: MemberRecord,
  relation: Relation,
  plan: MembershipId,
  query: LinkedListQuery,
  size: number,
  filter: Omit<LinkedMembers.LinkedFilter, 'search'> = {},
) {
  const ctx = c.get('memberCtx');
  const [found, updating] = await Promise.all([
    LinkedMembers.linkedPage(ctx, parent.memberId, relation, plan, { ...filter, search: query.search }, query.cursor, size),
    // Being updated while a change moving rows of this owner's lists is carried (a team member's move, its own rename).
    Projector.followUpsPendingFor(ctx, [parent.memberId]),
  ]);
  return c.json(Paging.toWire(found, size, await Network.rows(ctx, found.items), updating), 200);
}

/** A list of the members of one plan linked to an owner of one membership, as a route serves it. */
export interface LinkedList {
  path: string;
  tag: string;
  owner: MembershipId;
  /** What lets the owner read its own list; admins read anyone's. */
  own: Action;
  relation: Relation;
  plan: MembershipId;
  size: number;
  filter?: Omit<LinkedMembers.LinkedFilter, 'search'>;
  /** The list filters on a product its members bought (a center's patients). */
  byProduct?: boolean;
}

/** Serves each list: GET its path with the owner's id, a filter and a cursor, for the owner and admins. */
export function serveLinkedLists(routes: ReturnType<typeof router>, lists: readonly LinkedList[]) {
  for (const list of lists)
    routes.openapi(listRoute(list.path, list.tag, list.byProduct), async (c) => {
      const parent = await owner(c.get('memberCtx'), c.req.valid('param').id, list.owner, list.own);
      const query: LinkedListQuery & { product?: number } = c.req.valid('query');
      const product = list.byProduct && query.product !== undefined ? { productId: query.product } : {};
      return rowPage(c, parent, list.relation, list.plan, query, list.size, { ...list.filter, ...product });
    });
  return routes;
}
