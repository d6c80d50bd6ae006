import { can, type Action } from '@portal/contracts';
import { DomainError, Members, type MemberCtx, type MemberRecord } from '@portal/core';

/**
 * The member a request about `memberId` may touch: the acting member itself when `own` allows,
 * anyone in the domain when `any` allows. Everything else is outside the caller's scope: 404.
 */
export async function memberInScope(ctx: MemberCtx, memberId: number, own: Action, any: Action): Promise<MemberRecord> {
  const { member } = ctx;
  if (memberId === member.memberId && can(member.memberships, own)) return member;
  const found = can(member.memberships, any) ? await Members.fromId(ctx, memberId) : undefined;
  if (!found) throw new DomainError('not_found', 'User not found.');
  return found;
}

/** Whether the acting member may touch records owned by `ownerId`. */
export const ownsOrMay = (ctx: MemberCtx, ownerId: number, own: Action, any: Action) =>
  (ownerId === ctx.member.memberId && can(ctx.member.memberships, own)) || can(ctx.member.memberships, any);
