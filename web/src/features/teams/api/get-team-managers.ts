import { useQuery } from '@tanstack/react-query';
import { collectPages } from '../../../lib/paging';
import { getRolePage, networkKeys } from '../../../lib/role-lists';

/**
 * The names of a distributor's sales managers by id, for the Sales Manager of each rep of its
 * team (commerce §3: a sales rep row carries its manager): every page of its managers' list.
 */
export const useTeamManagerNames = (path: string | undefined) =>
  useQuery({
    queryKey: [...networkKeys.list(path ?? ''), 'names'],
    queryFn: ({ signal }) => collectPages((cursor) => getRolePage(path!, cursor ? { cursor } : {}, signal)),
    enabled: Boolean(path),
    select: (managers) => new Map(managers.map((m) => [m.id, m.username || m.email])),
  });
