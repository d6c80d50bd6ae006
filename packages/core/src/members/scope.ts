import { can, type Action, type MembershipId } from '@portal/contracts';
import type { MemberCtx, MemberRecord } from '../context';
import { notFound } from '../errors';
import * as Members from './members';

/** Whether the acting member's memberships grant `action` in the role table. */
export const may = (ctx: MemberCtx, action: Action) => can(ctx.member.memberships, action);

/**
 * The member a request about `memberId` may touch: the acting member itself when `own` allows,
 * anyone in the domain when `any` allows. Everything else is outside the caller's scope: 404.
 */
export async function memberInScope(ctx: MemberCtx, memberId: number, own: Action, any: Action): Promise<MemberRecord> {
  if (memberId === ctx.member.memberId && may(ctx, own)) return ctx.member;
  const found = may(ctx, any) ? await Members.fromId(ctx, memberId) : undefined;
  if (!found) throw notFound('User');
  return found;
}

/** Whether the acting member may touch records owned by `ownerId`: its own by `own`, anyone's by `any`. */
export const ownsOrMay = (ctx: MemberCtx, ownerId: number, own: Action, any: Action) => (ownerId === ctx.member.memberId && may(ctx, own)) || may(ctx, any);

/**
 * The owner of a role list: the acting member itself when `own` allows, anyone for `any`, and
 * only of the membership the list belongs to. Anything else is outside the caller's scope: 404.
 */
export async function listOwner(
  ctx: MemberCtx,
  id: number,
  membership: MembershipId,
  own: Action,
  any: Action = 'network:read-any',
  what = 'User',
): Promise<MemberRecord> {
  const found = await memberInScope(ctx, id, own, any);
  if (!found.memberships.includes(membership)) throw notFound(what);
  return found;
}
