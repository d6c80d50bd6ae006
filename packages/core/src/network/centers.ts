import { Membership } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { invalid } from '../errors';
import * as Members from '../members/members';

/**
 * The harvest centers of the domain named by `ids`, once each and in the order given, read in one
 * batch. An id that is not a harvest center of this domain refuses the whole choice.
 */
export async function chosenCenters(ctx: DomainCtx, ids: readonly number[]): Promise<MemberRecord[]> {
  const wanted = [...new Set(ids)];
  const found = new Map((await Members.many(ctx, wanted)).map((m) => [m.memberId, m]));
  const centers = wanted.map((id) => found.get(id));
  if (centers.some((c) => !c?.memberships.includes(Membership.HarvestCenter))) throw invalid('Choose a harvest center of this portal.');
  return centers as MemberRecord[];
}

/** The id and company of each center named by `ids` (read in one batch); one since removed is left out. */
export async function centerNames(ctx: DomainCtx, ids: readonly number[]): Promise<Map<number, { id: number; company: string }>> {
  const centers = await Members.many(ctx, [...new Set(ids)]);
  return new Map(centers.map((c) => [c.memberId, { id: c.memberId, company: c.company ?? '' }]));
}
