import { CalendarDate, DATE_RANGE_ORDER } from '@portal/contracts';

/** What a list's day range filter says of the days typed: a day the API refuses, or a 'from' day after the 'to' day. */
export interface DayRangeErrors {
  after?: string;
  before?: string;
}

/** The message of a day the API would refuse (contracts CalendarDate: a real day, 1900 to 2199); none for a blank one (no filter). */
export function dayError(value: string): string | undefined {
  if (!value) return undefined;
  const parsed = CalendarDate.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The errors of a day range as typed, each under its own field: a day the API refuses, else a 'from'
 * day later than the 'to' day (no row can match). A list with any asks nothing and says why.
 */
export function dayRangeErrors(after: string, before: string): DayRangeErrors {
  const errors: DayRangeErrors = { after: dayError(after), before: dayError(before) };
  if (!errors.after && !errors.before && after && before && after > before) errors.before = DATE_RANGE_ORDER;
  return errors;
}

/** True when the day range has an error: the list and its downloads ask nothing. */
export const hasDayRangeError = (errors: DayRangeErrors) => Boolean(errors.after || errors.before);
