import type { StaffListPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

export const getStaffPage = (query: CursorQuery, signal?: AbortSignal) => api.get<StaffListPage>(withQuery('hc-staff/', query), { signal });

/** HC Staff Manager (admin): the domain's staff members with their centers, filtered and paged by the server. */
export const useStaffPage = () =>
  useCursorList(staffKeys.manager(), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: (query, signal): Promise<StaffListPage> => getStaffPage(query, signal),
  });
