import { counterSums, countOf, NO_TOTALS, totalsFrom, type ListTotals } from '../db/counters';
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

/** A month (YYYY-MM) of a range, whole or from one of its days to another (two digits, both included). */
export interface Period {
  month: string;
  days?: [string, string];
}

/**
 * The months that tile [from, to]: whole ones, and at each end the days of the month the range
 * covers, each read from its month's counter (periodCounters keeps the days within it): one counter
 * a month, whatever the rows.
 */
export function periodsOf(from: string, to: string): Period[] {
  const periods: Period[] = [];
  for (let cur = from; cur <= to;) {
    const last = endOfMonth(cur) <= to ? endOfMonth(cur) : to;
    const whole = cur.endsWith('-01') && last === endOfMonth(cur);
    periods.push(whole ? { month: cur.slice(0, 7) } : { month: cur.slice(0, 7), days: [cur.slice(8, 10), last.slice(8, 10)] });
    cur = addDays(last, 1);
  }
  return periods;
}

/** A counter read for a range: a list's total or a month's, whole or some of its days. */
export interface RangeTerm {
  /** The list, or the list and its month (`list@YYYY-MM`), as totalsOf names them. */
  name: string;
  days?: [string, string];
}

/**
 * The counters whose sum, minus those of `minus`, is the count of a dated list in `range`.
 * No range: the list's total. An open end is closed at tomorrow (no sale is dated later); an open
 * start is the total minus the days after the range.
 */
export function rangeCounters(list: string, range: DayRange, today = day(new Date())): { plus: RangeTerm[]; minus: RangeTerm[] } {
  const total = { name: list };
  if (!range.after && !range.before) return { plus: [total], minus: [] };
  const horizon = addDays(today, 1);
  const of = (from: string, to: string): RangeTerm[] => periodsOf(from, to).map((p) => ({ name: `${list}@${p.month}`, ...(p.days ? { days: p.days } : {}) }));
  if (range.after) return { plus: of(range.after, range.before && range.before < horizon ? range.before : horizon), minus: [] };
  const after = addDays(range.before!, 1);
  return { plus: [total], minus: after <= horizon ? of(after, horizon) : [] };
}

/**
 * How many entries each dated list has in `range`, and the sums of their amounts, from its counters
 * alone (read in batches of BatchGet): the cost is the number of months, never the number of rows.
 */
export async function rangeTotals(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, ListTotals>> {
  const plans = lists.map((list) => [list, rangeCounters(list, range)] as const);
  const sums = await counterSums(db, domainId, [...new Set(plans.flatMap(([, p]) => [...p.plus, ...p.minus].map((t) => t.name)))]);
  const value = (t: RangeTerm): ListTotals => (sums.has(t.name) ? totalsFrom(sums.get(t.name), t.days) : NO_TOTALS);
  const net = (p: { plus: RangeTerm[]; minus: RangeTerm[] }, field: keyof ListTotals) =>
    p.plus.reduce((s, t) => s + value(t)[field], 0) - p.minus.reduce((s, t) => s + value(t)[field], 0);
  return new Map(
    plans.map(([list, p]) => [
      list,
      { count: Math.max(0, net(p, 'count')), amountCents: net(p, 'amountCents'), paidCents: net(p, 'paidCents'), quantity: net(p, 'quantity') },
    ]),
  );
}

/** How many entries each dated list has in `range` (rangeTotals' counts). */
export async function rangeCounts(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, number>> {
  return new Map([...(await rangeTotals(db, domainId, lists, range))].map(([list, t]) => [list, t.count]));
}

/** How many paid transactions the domain has: its report list's counter. */
export async function countAll(ctx: { db: Db; domain: { domainId: number } }): Promise<number> {
  return countOf(ctx.db, ctx.domain.domainId, ReportList.all());
}
