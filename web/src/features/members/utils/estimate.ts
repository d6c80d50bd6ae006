import { ESTIMATED_READY_DAYS } from '@portal/contracts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The estimated date the vials are ready to ship (spec §4): ESTIMATED_READY_DAYS after the lab
 * received the tissue, as yyyy-MM-dd, or '' while there is no (readable) received date. Counted
 * in UTC, so the browser's time zone and daylight saving never shift the day.
 */
export function estimatedReadyDate(receivedByLab: string | null | undefined): string {
  const match = ISO_DATE.exec(receivedByLab?.trim() ?? '');
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const received = new Date(Date.UTC(year, month - 1, day));
  if (received.getUTCFullYear() !== year || received.getUTCMonth() !== month - 1 || received.getUTCDate() !== day) return '';
  received.setUTCDate(received.getUTCDate() + ESTIMATED_READY_DAYS);
  return `${received.getUTCFullYear()}-${two(received.getUTCMonth() + 1)}-${two(received.getUTCDate())}`;
}
