import type { MemberView, UserListPage, UserListQuery } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { userListPath, userListQuery, type UserFilters, type UserListStatus } from '../utils/list-query';
import { collectPages } from '../../../lib/paging';

export const getUsers = (status: UserListStatus, query: UserListQuery, signal?: AbortSignal) => api.get<UserListPage>(userListPath(status, query), { signal });

/** Every user that matches the filters, following the cursors to the last page. */
export const getAllUsers = (status: UserListStatus, filters: UserFilters): Promise<MemberView[]> =>
  collectPages((cursor) => getUsers(status, userListQuery(filters, cursor)));
