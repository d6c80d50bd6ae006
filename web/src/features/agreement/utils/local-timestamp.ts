const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date and time as `yyyy-MM-dd HH:mm:ss`, as the agreement acceptance records it. */
export function localTimestamp(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
