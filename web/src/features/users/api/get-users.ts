import type { MemberView, UserListPage, UserListQuery } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userListPath, userListQuery, type UserFilters, type UserListStatus } from '../utils/list-query';
import { collectPages } from '../../../lib/paging';
import { userKeys } from './keys';

export const getUsers = (status: UserListStatus, query: UserListQuery, signal?: AbortSignal) =>
  api.get<UserListPage>(userListPath(status, query), { signal });

export const usersQueryOptions = (status: UserListStatus, query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(status, query),
    queryFn: ({ signal }) => getUsers(status, query, signal),
  });

/** One page of the active or inactive users (20 each, newest first), filtered by the server. */
export const useUsers = (status: UserListStatus, query: UserListQuery) => useQuery(usersQueryOptions(status, query));

/** Every user that matches the filters, following the cursors to the last page. */
export const getAllUsers = (status: UserListStatus, filters: UserFilters): Promise<MemberView[]> =>
  collectPages((cursor) => getUsers(status, userListQuery(filters, cursor)));
