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
 * The page envelope of the server-paged lists, the one schema of every list's page: `count` matches
 * the query in all, `page_size` is the size asked, `next_cursor` (opaque, bound to its list) is null
 * on the last page, with `count_at_least` and `updating` as above. The rows are `results`, or the
 * field the spec names (a member's `vials_history`).
 */
export function pageOf<Row extends z.ZodType, Rows extends string = 'results'>(row: Row, rows: Rows = 'results' as Rows) {
  return z.object({
    ...({ [rows]: z.array(row) } as { [K in Rows]: z.ZodArray<Row> }),
    count: z.number().int(),
    page_size: z.number().int(),
    next_cursor: z.string().nullable(),
    count_at_least: CountAtLeast,
    updating: Updating,
  });
}

/** A page of rows of type `Row` as the API answers it (pageOf's), for a client that reads any list's pages alike. */
export type PageOf<Row, Rows extends string = 'results'> = { [K in Rows]: Row[] } & Omit<z.infer<ReturnType<typeof pageOf<z.ZodUnknown>>>, 'results'>;

/** The position of a page in its list: opaque text a previous page answered. */
export const PageCursor = z.string().max(2000, tooLong(2000));
