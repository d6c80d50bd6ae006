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
