import type { LabVialsByMonth, MonthVials } from '@portal/contracts';

const vialsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'vial' : 'vials'}`;

/** The vials of every month together. */
export const monthsTotal = (months: readonly MonthVials[]) =>
  months.reduce((sum, m) => ({ added: sum.added + m.added, shipped: sum.shipped + m.shipped }), { added: 0, shipped: 0 });

/**
 * What the vials chart says in words, for every reader: what is available and shipped now, this
 * month's and last month's vials added and shipped, and the months' total.
 */
export function labVialsSummary(data: LabVialsByMonth): string {
  const current = data.months[data.months.length - 1];
  const previous = data.months[data.months.length - 2];
  if (!current || (data.available === 0 && data.shipped === 0)) return 'No vials yet.';
  const month = (m: MonthVials | undefined) => `${vialsText(m?.added ?? 0)} added, ${m?.shipped ?? 0} shipped`;
  const total = monthsTotal(data.months);
  return [
    `${vialsText(data.available)} available now; ${vialsText(data.shipped)} shipped in all.`,
    `This month: ${month(current)}; last month: ${month(previous)}.`,
    `Last ${data.months.length} months: ${vialsText(total.added)} added, ${total.shipped.toLocaleString('en-US')} shipped.`,
  ].join(' ');
}
