import { z } from 'zod';
import { tooLong } from './primitives';

/**
 * Set on a list whose rows may still show values from before a recent change (a rep moved to another
 * manager, a member renamed): the change is being carried to the records it affects.
 */
export const Updating = z.boolean().optional();

/**
 * Set when `count` is a lower bound: a search counts its matches within a bounded read of its list,
 * and more rows match than it counted (the pager still reaches every one by `next_cursor`).
 */
export const CountAtLeast = z.boolean().optional();

/**
 * The page envelope of the server-paged lists: `count` matches the query in all, `page_size` is the
 * size asked, `next_cursor` (opaque, bound to its list) is null on the last page.
 */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    results: z.array(row),
    count: z.number().int(),
    page_size: z.number().int(),
    next_cursor: z.string().nullable(),
    count_at_least: CountAtLeast,
    updating: Updating,
  });

/** The position of a page in its list: opaque text a previous page answered. */
export const PageCursor = z.string().max(2000, tooLong(2000));
