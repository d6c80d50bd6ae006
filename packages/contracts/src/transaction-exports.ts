import { z } from 'zod';

/**
 * Transaction exports run as background jobs: a 100k-row report takes minutes to write, far past
 * API Gateway's 29 s. GET transactions/export-csv/ (export-xlsx/) starts one and answers its state;
 * GET exports/{id}/ answers it again until it is done or failed.
 */

/** How often the page asks for a running export's state. */
export const EXPORT_POLL_MS = 1000;
/** Shown when an export ends failed (the spec's words for a failure it shows, §8). */
export const EXPORT_FAILED = 'Something went wrong, Please try again!';

export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** A random (version 4) UUID in lower case, as the start answers it; a plain pattern, so the OpenAPI document states it. */
const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The `{id}` of GET exports/{id}/: the id the start answered. */
export const ExportJobIdParam = z.object({ id: z.string().regex(EXPORT_ID, 'Send the id of an export') });

const jobFields = {
  id: z.string(),
  format: ExportFormat,
  /** The file's name (spec §9), fixed when the export starts. */
  file_name: z.string(),
  /** When the export started: ISO 8601. */
  created_at: z.string(),
};

/**
 * An export's state. Running: the file is being written. Done: `url` is a fresh short-lived link to
 * the file (answered anew on every read), saved under `file_name`. Failed: `message` says so.
 */
export const ExportJob = z.discriminatedUnion('status', [
  z.object({
    ...jobFields,
    status: z.literal('running'),
    /** Rows written so far. */
    rows_written: z.number().int(),
    /** Rows the export holds when it ends (the report's count when it started); `rows_total_at_least`: more may follow. */
    rows_total: z.number().int(),
    rows_total_at_least: z.boolean().optional(),
    /** Whether the member asked to be e-mailed the link when it is ready. */
    notify: z.boolean(),
  }),
  z.object({
    ...jobFields,
    status: z.literal('done'),
    rows: z.number().int(),
    url: z.string(),
    /** When the link stops working: ISO 8601. */
    expires_at: z.string(),
  }),
  z.object({ ...jobFields, status: z.literal('failed'), message: z.string() }),
]);
export type ExportJob = z.infer<typeof ExportJob>;

/** An export of more rows than this offers "E-mail me the link when it is ready" while it runs. */
export const EXPORT_EMAIL_OFFER_ROWS = 10_000;
export const EXPORT_WILL_EMAIL = 'We will e-mail you the link when the file is ready. You may leave this page.';
