import { can, Membership } from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx, MemberRecord } from '../context';
import * as SessionEpoch from '../auth/session-epoch';
import { forbidden, invalid, notFound } from '../errors';
import { confirmedStaffOf } from '../staff/staff';
import * as Members from './members';

export const ACTIVATED = 'User has been activated.';
export const DEACTIVATED = 'User has been set inactive.';
export const DELETED = 'User has been deleted.';

/** Activates or deactivates a member; a deactivated member is locked out at its next request. */
export async function setActive(ctx: MemberCtx, target: MemberRecord, active: boolean): Promise<string> {
  if (!active && target.memberId === ctx.caller.memberId) throw invalid('You cannot set your own account inactive.');
  // Deactivation ends the member's sessions for good: re-activating it does not revive them.
  await Members.patch(ctx, target.memberId, active ? { active } : { active, ...SessionEpoch.ended() });
  await record(ctx, { action: active ? 'member.activated' : 'member.deactivated', target: `member:${target.memberId}` });
  return active ? ACTIVATED : DEACTIVATED;
}

/** Deletes an inactive member with its e-mail claim and identity; active members cannot be deleted. */
export async function deleteInactive(ctx: MemberCtx, target: MemberRecord): Promise<string> {
  if (target.active !== false) throw invalid('Only inactive users can be deleted. Set the user inactive first.');
  const { memberId, email } = target;
  // The stored member must still be the inactive one read: a reactivation in between wins.
  if (!(await Members.remove(ctx, target))) throw invalid('Only inactive users can be deleted. Set the user inactive first.');
  await ctx.providers.identity.deleteUser(target.identityUsername);
  await record(ctx, { action: 'member.deleted', target: `member:${memberId}`, detail: email });
  return DELETED;
}

/**
 * Whether the real caller may run requests as `target` (the acting-as header): an admin anyone
 * (`users:login-as`), HC staff a harvest center that confirmed it (`users:enter-center`).
 */
export function mayActAs(caller: MemberRecord, target: MemberRecord): boolean {
  if (can(caller.memberships, 'users:login-as')) return true;
  return can(caller.memberships, 'users:enter-center') && target.memberships.includes(Membership.HarvestCenter) && confirmedStaffOf(caller, target.memberId);
}

const NOT_YOURS = 'You may not act as this member.';

/**
 * Starts or ends acting as a member (an admin's login-as, HC staff entering one of its centers),
 * recorded in the audit trail with the real caller; the requests themselves carry the acting-as
 * header. Going back names the caller itself.
 */
export async function loginAs(ctx: MemberCtx, targetId: number): Promise<string> {
  const actor = ctx.caller;
  // Who may act as anyone is decided before any lookup: others learn nothing of which ids exist.
  if (!can(actor.memberships, 'users:login-as') && !can(actor.memberships, 'users:enter-center')) throw forbidden();
  const target = await Members.fromId(ctx, targetId);
  if (!target) throw notFound('User');
  if (target.memberId === actor.memberId) {
    await record(ctx, { action: 'login-as.ended', target: `member:${target.memberId}` });
    return `Welcome back, ${target.firstName}.`;
  }
  if (!mayActAs(actor, target)) throw forbidden(NOT_YOURS);
  if (target.active === false) throw invalid('This user is inactive: activate it before logging in as it.');
  await record(ctx, { action: 'login-as.started', target: `member:${target.memberId}` });
  return target.memberships.includes(Membership.HarvestCenter) && !can(actor.memberships, 'users:login-as')
    ? `You are now on ${target.company || `${target.firstName} ${target.lastName}`} HC Account.`
    : `You are now logged in as ${target.firstName} ${target.lastName}.`;
}
