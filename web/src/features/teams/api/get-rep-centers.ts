import type { MemberRow } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getRolePage, networkKeys } from '../../../lib/role-lists';
import { teamApi } from './paths';

/**
 * All of a rep's harvest centers, page after page (the list pages 5 at a time): each gets its
 * referral links. Stops at the last page, or if a page comes back empty.
 */
export async function getAllRepCenters(repId: number, signal?: AbortSignal): Promise<MemberRow[]> {
  const centers: MemberRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await getRolePage(teamApi.repCenters(repId), cursor ? { cursor } : {}, signal);
    centers.push(...page.results);
    cursor = page.results.length > 0 && centers.length < page.count ? page.next_cursor : null;
  } while (cursor);
  return centers;
}

/** Under the network keys, so a change to the rep's lists refreshes its links too. */
export const useAllRepCenters = (repId: number | undefined) =>
  useQuery({
    queryKey: [...networkKeys.all, 'rep-centers', repId ?? 0],
    queryFn: repId === undefined ? skipToken : ({ signal }) => getAllRepCenters(repId, signal),
  });
