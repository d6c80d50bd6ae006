const utcParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored date and time shown in UTC as `MM/dd/yyyy HH:mm UTC`, or 'N/A' when missing or unreadable. */
export function formatUtcDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const part = Object.fromEntries(utcParts.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} UTC`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC calendar day of a stored date and time (or of a plain `YYYY-MM-DD` day) as `MM/dd/yyyy`,
 * the date of a report row (spec §9); 'N/A' when missing or unreadable.
 */
export function formatUtcDate(value: string | null | undefined): string {
  const day = ISO_DAY.exec(value?.trim() ?? '') ? value!.trim() : utcDay(value);
  return formatIsoDate(day);
}

const utcDay = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/** A calendar day stored as `YYYY-MM-DD` shown as `MM/dd/yyyy` (no time zone can shift it), or 'N/A' when missing or unreadable. */
export function formatIsoDate(value: string | null | undefined): string {
  const match = ISO_DAY.exec(value?.trim() ?? '');
  if (!match) return 'N/A';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local calendar day as `YYYY-MM-DD`, e.g. the default date of a form. */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A month (YYYY-MM) as a chart's axis or a table names it: `Nov 2026`, or `November 2026`. */
export const monthLabel = (month: string, style: 'short' | 'long' = 'short') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: style, year: 'numeric', timeZone: 'UTC' });
