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
 * The counters whose sum, minus those of `minus`, is the count of a dated list in `range`, given
 * `first`, the day of the list's first sale (none is dated earlier). No range: the list's total. An
 * open end is closed at tomorrow (no sale is dated later), an open or earlier start at `first`; then
 * the range's months are read, or the list's total less the months outside the range since `first`,
 * whichever reads fewer counters. So a range costs at most about half the months the list has sold
 * in, whatever dates are asked ("since 1900" is the total alone).
 */
export function rangeCounters(list: string, range: DayRange, first: string, today = day(new Date())): { plus: RangeTerm[]; minus: RangeTerm[] } {
  const total = { name: list };
  if (!range.after && !range.before) return { plus: [total], minus: [] };
  const horizon = addDays(today, 1);
  const of = (from: string, to: string): RangeTerm[] =>
    from <= to ? periodsOf(from, to).map((p) => ({ name: `${list}@${p.month}`, ...(p.days ? { days: p.days } : {}) })) : [];
  const to = range.before && range.before < horizon ? range.before : horizon;
  const from = range.after && range.after > first ? range.after : first;
  if (from > to) return { plus: [], minus: [] };
  const inside = of(from, to);
  const outside = [...of(first, addDays(from, -1)), ...of(addDays(to, 1), horizon)];
  return inside.length <= outside.length + 1 ? { plus: inside, minus: [] } : { plus: [total], minus: outside };
}

/**
 * The day of each list's first entry (its first sale, by date), absent for a list without one: a
 * list's entries and its counters are written together, so none of its counters counts a sale
 * dated before it.
 */
async function firstDays(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, string>> {
  const firsts = await Promise.all(
    lists.map(async (list) => {
      const { data } = await db.entities.entry.query.byList({ domainId, list }).go({ order: 'asc', limit: 1, count: 1, attributes: ['position'] });
      return [list, data[0]?.position.slice(0, 10)] as const;
    }),
  );
  return new Map(firsts.filter((f): f is readonly [string, string] => f[1] !== undefined));
}

/**
 * How many entries each dated list has in `range`, and the sums of their amounts, from its counters
 * alone (read in batches of BatchGet): the cost is the number of months, never the number of rows,
 * and never more months than the list has sales in (rangeCounters). A counter the table would not
 * answer fails the read (it is asked again), never counted as zero.
 */
export async function rangeTotals(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, ListTotals>> {
  const ranged = Boolean(range.after || range.before);
  const firsts = ranged ? await firstDays(db, domainId, lists) : new Map<string, string>();
  // No range: each list's total. A list without a sale has none in any range.
  type Plan = [string, { plus: RangeTerm[]; minus: RangeTerm[] }];
  const plans: Plan[] = ranged
    ? lists.flatMap((list): Plan[] => (firsts.has(list) ? [[list, rangeCounters(list, range, firsts.get(list)!)]] : []))
    : lists.map((list): Plan => [list, { plus: [{ name: list }], minus: [] }]);
  const names = [...new Set(plans.flatMap(([, p]) => [...p.plus, ...p.minus].map((t) => t.name)))];
  const sums = await counterSums(db, domainId, names);
  if (names.some((name) => !sums.has(name))) throw new Error('Some counters could not be read; try again.');
  const value = (t: RangeTerm): ListTotals => totalsFrom(sums.get(t.name), t.days);
  const net = (p: { plus: RangeTerm[]; minus: RangeTerm[] }, field: keyof ListTotals) =>
    p.plus.reduce((s, t) => s + value(t)[field], 0) - p.minus.reduce((s, t) => s + value(t)[field], 0);
  return new Map([
    ...lists.map((list) => [list, NO_TOTALS] as const),
    ...plans.map(([list, p]): [string, ListTotals] => [
      list,
      { count: Math.max(0, net(p, 'count')), amountCents: net(p, 'amountCents'), paidCents: net(p, 'paidCents'), quantity: net(p, 'quantity') },
    ]),
  ]);
}

/** How many entries each dated list has in `range` (rangeTotals' counts). */
export async function rangeCounts(db: Db, domainId: number, lists: readonly string[], range: DayRange): Promise<Map<string, number>> {
  return new Map([...(await rangeTotals(db, domainId, lists, range))].map(([list, t]) => [list, t.count]));
}

/** How many paid transactions the domain has: its report list's counter. */
export async function countAll(ctx: { db: Db; domain: { domainId: number } }): Promise<number> {
  return countOf(ctx.db, ctx.domain.domainId, ReportList.all());
}
