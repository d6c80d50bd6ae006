import { Membership, normalizePath, RESOURCE_GROUPS_MAX, type ResourceGroup } from '@portal/contracts';
import type { MemberCtx } from '../context';
import { notFound } from '../errors';
import { may } from '../members/scope';
import { DOMAIN_LIST, domainSectionList, groupsOf, membershipList, resourceView, sectionList } from './lists';

const PATH = /^\/[a-z0-9._~\-/]*$/;

/**
 * Whose groups a member asks for: its own membership's; admins may look at any account type's,
 * and their own (7) is every group of the domain. Another membership is outside the member's
 * scope: 404.
 */
function scopeOf(ctx: MemberCtx, membershipId: number): 'domain' | 'membership' {
  if (may(ctx, 'assets:manage')) return membershipId === Membership.Admin ? 'domain' : 'membership';
  if (!ctx.member.memberships.includes(membershipId)) throw notFound('Membership');
  return 'membership';
}

/** The path of the page the panel is on: what the browser sent, without origin, query or fragment. */
function pathOf(url: string): string | undefined {
  let path = url.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return undefined;
  }
  path = normalizePath(path.split(/[?#]/)[0] ?? '');
  return PATH.test(path) ? path : undefined;
}

/** The Resource Center page (GET assets/subscription/{id}/): the groups offered to the membership, newest first. */
export async function forMembership(ctx: MemberCtx, membershipId: number): Promise<ResourceGroup[]> {
  const list = scopeOf(ctx, membershipId) === 'domain' ? DOMAIN_LIST : membershipList(membershipId);
  return (await groupsOf(ctx, list, RESOURCE_GROUPS_MAX)).map(resourceView);
}

/**
 * The Resource Center panel (POST assets/subscription/{id}/section/): the groups offered to the
 * membership whose sections hold the page's path. One Query on the list of that membership and path.
 */
export async function forSection(ctx: MemberCtx, membershipId: number, url: string): Promise<ResourceGroup[]> {
  const scope = scopeOf(ctx, membershipId);
  const path = pathOf(url);
  if (!path) return [];
  const list = scope === 'domain' ? domainSectionList(path) : sectionList(membershipId, path);
  return (await groupsOf(ctx, list, RESOURCE_GROUPS_MAX)).map(resourceView);
}
