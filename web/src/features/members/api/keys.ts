import type { UserListQuery } from '@portal/contracts';
import type { UserListStatus } from '../utils/list-query';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (status: UserListStatus, query: UserListQuery) => [...userKeys.lists(), status, query] as const,
  memberships: () => [...userKeys.all, 'memberships'] as const,
  tags: () => [...userKeys.all, 'tags'] as const,
  twoFactor: (id: number) => [...userKeys.all, 'two-factor', id] as const,
};
