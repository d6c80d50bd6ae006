import { describe, expect, it } from 'vitest';
import type { DomainCtx } from '../context';
import { counterNamesOf, reportItemsOf, ReportList, type ReportEntry } from './report-lists';
import { planReport, type ReportQuery } from './report-plan';
import { searchNames, transactionWords } from './report-search';
import type { TransactionRecord } from './transactions';

const REP = 100;
const names: Record<number, string[]> = { [REP]: ['Kerry', 'Kessler'], 101: ['Kessie', 'Moreau'], 102: ['Ana', 'Kesslerova'] };

/** 120 sales over three months: three reps, two products, two managers, the reps' names sharing prefixes. */
const sales: TransactionRecord[] = Array.from({ length: 120 }, (_, i) => ({
  domainId: 7,
  transactionId: i + 1,
  date: `2026-0${1 + (Math.floor(i / 7) % 3)}-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
  salesRepId: REP + (i % 3),
  salesManagerId: 200 + (i % 2),
  harvestCenterId: 300 + (i % 5),
  productId: i % 4 === 0 ? 2 : 1,
  productName: i % 4 === 0 ? 'Order Patient Vials' : 'New Patient Processing Fee',
  status: 'paid',
})) as unknown as TransactionRecord[];

const entries: ReportEntry[] = [];
const counters = new Map<string, number>();
const wordCounts = new Map<string, number>();
for (const t of sales) {
  const { entries: mine, wordCounts: counts } = reportItemsOf(t, transactionWords(t, searchNames(t, (id) => ({ firstName: names[id]?.[0] ?? 'Test', lastName: names[id]?.[1] ?? `M${id}` }))));
  entries.push(...mine);
  for (const name of counterNamesOf(mine, t.date)) counters.set(name.slice(1), (counters.get(name.slice(1)) ?? 0) + 1);
  for (const [word, count] of counts) wordCounts.set(word, (wordCounts.get(word) ?? 0) + count);
}

/** A domain whose counters and word counts are the ones the sales above wrote: the planner reads nothing else. */
const ctx = {
  domain: { domainId: 7 },
  db: {
    entities: {
      counter: {
        get: (keys: { name: string }[]) => ({
          go: async () => ({ data: keys.filter((k) => counters.has(k.name.slice(1))).map((k) => ({ name: k.name, value: counters.get(k.name.slice(1)) })), unprocessed: [] }),
        }),
      },
      reportWord: {
        query: {
          byPrefix: ({ prefix }: { prefix: string }) => ({
            begins: ({ word }: { word: string }) => ({
              go: async () => ({ data: [...wordCounts].filter(([w]) => w.startsWith(prefix) && w.startsWith(word)).map(([w, count]) => ({ word: w, count })) }),
            }),
          }),
        },
      },
    },
  },
} as unknown as DomainCtx;

const query = (q: Partial<ReportQuery>): ReportQuery => ({ scope: {}, filters: {}, range: {}, ...q });
const inList = (list: string, from = '0', to = '~') => entries.filter((e) => e.list === list && e.position >= from && e.position <= to).length;
const kesslers = (t: TransactionRecord) => t.salesRepId === REP || t.salesRepId === 102;

describe('planReport', () => {
  it('reads a one-word search of 4, 5 or 6 characters from the list of its whole prefix, exact from its counter', async () => {
    for (const [word, expected] of [
      ['kess', sales.length],
      ['kessl', sales.filter(kesslers).length],
      ['kessle', sales.filter(kesslers).length],
    ] as const) {
      const plan = await planReport(ctx, query({ search: word }));
      expect(plan.list, word).toBe(ReportList.search(word));
      expect(plan.words).toEqual([]);
      expect(plan.count, word).toBe(expected);
    }
  });

  it('checks a longer word within its 6-character list, the longest prefix there is, counting it exactly from its word counts', async () => {
    for (const [word, expected] of [
      ['Kesslerova', sales.filter((t) => t.salesRepId === 102).length],
      ['kessler', sales.filter(kesslers).length],
      ['kesslero', sales.filter((t) => t.salesRepId === 102).length],
      ['kesslerz', 0],
    ] as const) {
      const plan = await planReport(ctx, query({ search: word }));
      expect(plan.list, word).toBe(ReportList.search('kessle'));
      expect(plan.words, word).toEqual([word.toLowerCase()]);
      expect(plan.count, word).toBe(expected);
    }
    expect(inList(ReportList.search('kessle'))).toBe(sales.filter(kesslers).length);
  });

  it('counts a longer word by reading its list when a day range or a filter is asked too', async () => {
    expect((await planReport(ctx, query({ search: 'kessler', range: { after: '2026-02-01' } }))).count).toBeUndefined();
    expect((await planReport(ctx, query({ search: 'kessler', filters: { salesManagerId: 200 } }))).count).toBeUndefined();
  });

  it('reads the pair list of a party and the product, exact from its counters in a day range too', async () => {
    const range = { after: '2026-02-01', before: '2026-03-14' };
    const match = (t: TransactionRecord) => t.salesRepId === REP && t.productId === 2;
    const all = await planReport(ctx, query({ filters: { salesRepId: REP, productId: 2 } }));
    expect(all).toMatchObject({ list: ReportList.pair('salesRepId', REP, 2), check: {}, words: [], count: sales.filter(match).length });
    const ranged = await planReport(ctx, query({ scope: { salesRepId: REP }, filters: { productId: 2 }, range }));
    const inRange = sales.filter((t) => match(t) && t.date.slice(0, 10) >= range.after && t.date.slice(0, 10) <= range.before);
    expect(inRange.length).toBeGreaterThan(0);
    expect(ranged).toMatchObject({ list: ReportList.pair('salesRepId', REP, 2), check: {}, count: inRange.length });
    expect(inList(ranged.list, range.after, `${range.before}~`)).toBe(inRange.length);
    const center = await planReport(ctx, query({ filters: { harvestCenterId: 301, productId: 1 } }));
    expect(center).toMatchObject({ list: ReportList.pair('harvestCenterId', 301, 1), count: sales.filter((t) => t.harvestCenterId === 301 && t.productId === 1).length });
  });

  it('checks what the chosen list does not imply, and counts by reading when anything is checked', async () => {
    const plan = await planReport(ctx, query({ filters: { salesRepId: REP, productId: 2, salesManagerId: 200 } }));
    expect(plan.list).toBe(ReportList.pair('salesRepId', REP, 2));
    expect(plan).toMatchObject({ check: { salesManagerId: 200 }, count: undefined });
    const searched = await planReport(ctx, query({ filters: { productId: 1 }, search: 'kessl' }));
    expect(searched.list).toBe(ReportList.search('kessl'));
    expect(searched).toMatchObject({ check: { productId: 1 }, words: [], count: undefined });
  });

  it('answers nothing, exactly, when the filters contradict the scope', async () => {
    expect(await planReport(ctx, query({ scope: { salesRepId: REP }, filters: { salesRepId: 101 } }))).toMatchObject({ empty: true, count: 0 });
  });
});
