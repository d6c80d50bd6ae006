/* Kept free of imports: the export job's entity names the views, and the entities load with the API's first request. */

/**
 * What a reader sees of a transaction: an admin all of it; the sales team (the rep, the manager, the
 * distributor) all but the admin's notes; a harvest center (and its staff) its sale without the
 * commission and the sales team above its rep, which are between the business and its sales team.
 * The report tables, the detail and the exports all carry the fields of the reader's view alone.
 */
export const rowViews = ['admin', 'sales', 'center'] as const;
export type RowView = (typeof rowViews)[number];
