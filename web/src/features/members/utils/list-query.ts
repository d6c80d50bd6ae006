import type { UserListQuery } from '@portal/contracts';

/** Which users list: the active members or the inactive ones. */
export type UserListStatus = 'active' | 'inactive';

/** The filter bar as typed and chosen; an empty select value means All. */
export interface UserFilters {
  search: string;
  membership: string;
  tag: string;
  /** A product the members bought. */
  product: string;
}

export const NO_FILTERS: UserFilters = { search: '', membership: '', tag: '', product: '' };

/** Longest search text the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

const positive = (value: string) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The API query of the filters and a page cursor; blank filters and the first page's cursor are left out. */
export function userListQuery(filters: UserFilters, cursor: string | null): UserListQuery {
  const query: UserListQuery = {};
  const search = filters.search.trim().slice(0, SEARCH_MAX_LENGTH);
  if (search) query.search = search;
  const membership = positive(filters.membership);
  if (membership) query.membership = membership;
  const tag = positive(filters.tag);
  if (tag) query.tag = tag;
  const product = positive(filters.product);
  if (product) query.product = product;
  if (cursor) query.cursor = cursor;
  return query;
}

const listPaths: Record<UserListStatus, string> = { active: 'users/all/', inactive: 'users/all/inactive/' };

/** The API path of a users list page, e.g. `users/all/?search=ann&membership=2`. */
export function userListPath(status: UserListStatus, query: UserListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${listPaths[status]}?${search}` : listPaths[status];
}
