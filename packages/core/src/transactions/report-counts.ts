import { countName, countOf, NO_TOTALS, totalsOf, type ListTotals } from '../db/counters';
import { ReportList } from './report-lists';
import type { Db } from '../db/service';

/** A range of days (YYYY-MM-DD, both included); an open end is the start of time or the future. */
export interface DayRange {
  after?: string;
  before?: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (d: string, n: number) => day(new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000));
const endOfMonth = (d: string) => day(new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0)));

/**
 * The periods (months, days) that tile [from, to] with the fewest counters the lists keep (see
 * periodCounters): at most about 30 days at each end and one per whole month between, whatever the rows.
 */
export function periodsOf(from: string, to: string): string[] {
  const periods: string[] = [];
  for (let cur = from; cur <= to; ) {
    if (cur.endsWith('-01') && endOfMonth(cur) <= to) {
      periods.push(cur.slice(0, 7));
      cur = addDays(endOfMonth(cur), 1);
    } else {
      periods.push(cur);
      cur = addDays(cur, 1);
    }
  }
  return periods;
}

/**
 * The counter names whose sum, minus those of `minus`, is the count of a dated list in `range`.
 * No range: the list's total. An open end is closed at tomorrow (no sale is dated later); an open
 * start is the total minus the days after the range.
 */
export function rangeCounters(list: string, range: DayRange, today = day(new Date())): { plus: string[]; minus: string[] } {
  const total = countName(list);
  if (!range.after && !range.before) return { plus: [total], minus: [] };
  const horizon = addDays(today, 1);
  const of = (from: string, to: string) => periodsOf(from, to).map((p) => countName(`${list}@${p}`));
  if (range.after) return { plus: of(range.after, range.before && range.before < horizon ? range.before : horizon), minus: [] };
  const after = addDays(range.before!, 1);
  return { plus: [total], minus: after <= horizon ? of(after, horizon) : [] };
}

/**
 * How many entries each dated list has in `range`, and the sums of their amounts, from its counters
 * alone (read in batches of BatchGet): the cost is the number of periods, never the number of rows.
 */
export async function rangeTotals(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, ListTotals>> {
  const plans = lists.map((list) => [list, rangeCounters(list, range)] as const);
  const names = [...new Set(plans.flatMap(([, p]) => [...p.plus, ...p.minus]))].map((n) => n.slice(1));
  const values = await totalsOf(db, domainId, names);
  const value = (name: string): ListTotals => values.get(name.slice(1)) ?? NO_TOTALS;
  const net = (p: { plus: string[]; minus: string[] }, field: keyof ListTotals) => p.plus.reduce((s, n) => s + value(n)[field], 0) - p.minus.reduce((s, n) => s + value(n)[field], 0);
  return new Map(plans.map(([list, p]) => [list, { count: Math.max(0, net(p, 'count')), amountCents: net(p, 'amountCents'), paidCents: net(p, 'paidCents'), quantity: net(p, 'quantity') }]));
}

/** How many entries each dated list has in `range` (rangeTotals' counts). */
export async function rangeCounts(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, number>> {
  return new Map([...(await rangeTotals(db, domainId, lists, range))].map(([list, t]) => [list, t.count]));
}

/** How many paid transactions the domain has: its report list's counter. */
export async function countAll(ctx: { db: Db; domain: { domainId: number } }): Promise<number> {
  return countOf(ctx.db, ctx.domain.domainId, ReportList.all());
}
