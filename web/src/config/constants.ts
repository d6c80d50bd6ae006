/** Delay between a successful login and leaving the login page (spec §9). */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** How long notifications stay visible (spec §4, §9). */
export const NOTIFICATION_MS = { success: 2000, error: 3000 } as const;

/** A successful user update stays a little longer (spec §4, §9). */
export const USER_UPDATED_NOTIFICATION_MS = 2500;

/** Success message of a record change such as a location (spec §8). */
export const RECORD_UPDATED = 'Record has been updated!';

/** Default lifetime of the impersonation cookies (spec §9). */
export const COOKIE_DAYS = 7;

/** Least time between two automatic reloads caused by a new build or domain configuration. */
export const MIN_AUTO_RELOAD_GAP_MS = 10_000;

/** Wait after the last keystroke before a text filter asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a table shows when it has no rows or its list failed (spec §2, §8). */
export const EMPTY_TABLE_TEXT = "Empty table. There's nothing to show";

/** Success message of a patient's User Details save (spec §8); other members get USER_UPDATED. */
export const PATIENT_UPDATED = 'Patient has been updated!';

/** A User Details save that failed without a message from the server (spec §8). */
export const UPDATE_FAILED = 'Looks like something went wrong';

/** How often a list the server says is still being updated is read again. */
export const UPDATING_REFRESH_MS = 2000;

/**
 * How often an open list is read again while its tab is in view, so a change made elsewhere (another
 * member, another tab) shows without a reload; a tab coming back into view reads it at once.
 */
export const LIST_REFRESH_MS = 30_000;
