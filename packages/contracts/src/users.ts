import { z } from 'zod';
import { MemberView } from './member';

export const USERS_PAGE_SIZE = 20;

/** Filters of the users lists: text (id, full name, e-mail, company), membership and tag. */
export const UserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  membership: z.coerce.number().int().positive().optional(),
  tag: z.coerce.number().int().positive().optional(),
  cursor: z.string().max(2000).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** A page of members: `count` matches the filter in all; `next_cursor` is null on the last page. */
export const UserListPage = z.object({
  results: z.array(MemberView),
  count: z.number().int(),
  page_size: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type UserListPage = z.infer<typeof UserListPage>;

export const LoginAsRequest = z.object({ user_id: z.coerce.number().int().positive() });
export type LoginAsRequest = z.infer<typeof LoginAsRequest>;
