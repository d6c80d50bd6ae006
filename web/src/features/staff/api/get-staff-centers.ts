import type { MemberView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** The harvest centers an HC staff member is associated with. */
export const getStaffCenters = (staffId: number, signal?: AbortSignal) => api.get<MemberView[]>(`hc-staff/${staffId}/hc-list/`, { signal });

export const staffCentersQueryOptions = (staffId: number | undefined) =>
  queryOptions({
    queryKey: staffKeys.centers(staffId ?? 0),
    queryFn: staffId === undefined ? skipToken : ({ signal }) => getStaffCenters(staffId, signal),
  });

/** The staff member's centers, all at once: the dashboard filters and pages them itself. */
export const useStaffCenters = (staffId: number | undefined) => useQuery(staffCentersQueryOptions(staffId));
