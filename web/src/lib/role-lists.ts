import type { MemberRow, MemberRowPage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../hooks/use-cursor-list';
import { api } from './api-client';

export const networkKeys = {
  all: ['network'] as const,
  list: (path: string) => [...networkKeys.all, 'list', path] as const,
  member: (id: number) => [...networkKeys.all, 'member', id] as const,
};

export const getRolePage = (path: string, query: CursorQuery, signal?: AbortSignal) => api.get<MemberRowPage>(withQuery(path, query), { signal });

/**
 * One of the role lists (a center's patients, a rep's centers, a manager's team...): paged and
 * filtered by the server. `path` is the API path with the owner's id in it; undefined waits.
 * `filters` are the list's own beside the text (a center's patients by product bought): a change
 * starts again at page 1.
 */
export const useRoleList = (path: string | undefined, filters: Record<string, number> = {}) =>
  useCursorList(networkKeys.list(path ?? ''), {
    initial: { search: '' },
    toQuery: (text, cursor): CursorQuery => ({ ...filters, ...searchQuery(text, cursor) }),
    fetchPage: (query, signal): Promise<MemberRowPage> => getRolePage(path!, query, signal),
    enabled: Boolean(path),
  });

/** A member as the signed-in member may see it (a patient of its center, team or lab...). */
export const useVisibleMember = (id: number | undefined) =>
  useQuery({
    queryKey: networkKeys.member(id ?? 0),
    queryFn: ({ signal }) => api.get<MemberRow>(`users/identifier/${id}/`, { signal }),
    enabled: id !== undefined,
  });
