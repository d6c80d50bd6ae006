import { z } from 'zod';
import { tooLong } from './primitives';

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
  });

/** The position of a page in its list: opaque text a previous page answered. */
export const PageCursor = z.string().max(2000, tooLong(2000));
