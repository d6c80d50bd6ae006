import type { UserListQuery } from '@portal/contracts';

/**
 * The one cache key of `users/{id}/`: every screen that reads, saves or refreshes a member uses it.
 * Apart from the member queries so that the login page, which only writes the signed-in member's
 * entry, does not carry the list paging with it.
 */
export const memberKeys = {
  all: ['members'] as const,
  detail: (id: number) => [...memberKeys.all, id] as const,
  matches: (query: UserListQuery) => [...memberKeys.all, 'matches', query] as const,
};
