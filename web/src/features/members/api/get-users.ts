import type { UserListPage, UserListQuery } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { userListPath, type UserListStatus } from '../utils/list-query';

export const getUsers = (status: UserListStatus, query: UserListQuery, signal?: AbortSignal) => api.get<UserListPage>(userListPath(status, query), { signal });
