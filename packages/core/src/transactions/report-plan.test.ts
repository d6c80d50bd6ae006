import { describe, expect, it } from 'vitest';
import type { DomainCtx } from '../context';
import { positionOf, type Entry } from '../db/entries';
import { counterAddsOf, isPostingList, reportEntriesOf, ReportList } from './report-lists';
import { planReport, type ReportQuery } from './report-plan';
import { searchNames, transactionText } from './report-search';
import type { TransactionRecord } from './transactions';

const REP = 100;
const names: Record<number, string[]> = { [REP]: ['Kerry', 'Kessler'], 101: ['Kessie', 'Moreau'], 102: ['Ana', 'Kesslerova'] };

/** 120 sales over three months: three reps, two products, two managers, 40 patients of 3 sales each, the reps' names sharing prefixes. */
const sales: TransactionRecord[] = Array.from({ length: 120 }, (_, i) => ({
  domainId: 7,
  transactionId: i + 1,
  date: `2026-0${1 + (Math.floor(i / 7) % 3)}-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
  salesRepId: REP + (i % 3),
  salesManagerId: 200 + (i % 2),
  harvestCenterId: 300 + (i % 5),
  patientId: 400 + (i % 40),
  productId: i % 4 === 0 ? 2 : 1,
  productName: i % 4 === 0 ? 'Order Patient Vials' : 'New Patient Processing Fee',
  status: 'paid',
})) as unknown as TransactionRecord[];

const entries: Entry[] = sales.flatMap((t) =>
  reportEntriesOf(
    t,
    transactionText(
      t,
      searchNames(t, (id) => ({ firstName: names[id]?.[0] ?? 'Test', lastName: names[id]?.[1] ?? `M${id}` })),
    ),
  ),
);
/** Each counter item the entries move, by its name, with its fields. */
const counters = counterAddsOf(entries);

/** A domain whose counters are the ones the sales above wrote, and its sales list's first entry (a range starts at its day): the planner reads nothing else. */
const ctx = {
  domain: { domainId: 7 },
  db: {
    entities: {
      entry: {
        query: {
          byList: ({ list }: { list: string }) => ({
            go: async () => ({
              data: entries
                .filter((e) => e.list === list)
                .map((e) => ({ position: positionOf(e) }))
                .sort((a, b) => a.position.localeCompare(b.position))
                .slice(0, 1),
            }),
          }),
        },
      },
      counter: {
        get: (keys: { name: string }[]) => ({
          go: async () => ({ data: keys.filter((k) => counters.has(k.name)).map((k) => ({ name: k.name, ...counters.get(k.name) })), unprocessed: [] }),
        }),
      },
    },
  },
} as unknown as DomainCtx;

const query = (q: Partial<ReportQuery>): ReportQuery => ({ scope: {}, filters: {}, range: {}, ...q });
const inList = (list: string, from = '0', to = '~') => entries.filter((e) => e.list === list && positionOf(e) >= from && positionOf(e) <= to).length;

describe('planReport', () => {
  it('finds every sale holding a term of 4 or more characters, at any offset in a word, in the posting lists of two of its adjacent trigrams', async () => {
    const texts = new Map(entries.filter((e) => e.list === ReportList.all()).map((e) => [e.itemId, e.text!]));
    for (const term of ['kess', 'essl', 'ssle', 'sler', 'Kesslerova', 'esslero', 'erova', 'moreau']) {
      const plan = await planReport(ctx, query({ search: term }));
      expect(plan.lists.length, term).toBeGreaterThan(0);
      expect(plan.lists.every(isPostingList), term).toBe(true);
      expect(plan.terms, term).toEqual([term.toLowerCase()]);
      expect(plan.count, term).toBeUndefined();
      const read = new Set(entries.filter((e) => plan.lists.includes(e.list)).map((e) => e.itemId));
      const matches = [...texts].filter(([, text]) => text.includes(term.toLowerCase())).map(([id]) => id);
      expect(matches.length, term).toBeGreaterThan(0);
      expect(
        matches.filter((id) => !read.has(id)),
        term,
      ).toEqual([]);
    }
  });

  it("finds a sale by its product's name through the product's list, beside the postings of members named so", async () => {
    const texts = new Map(entries.filter((e) => e.list === ReportList.all()).map((e) => [e.itemId, e.text!]));
    for (const [term, products] of [
      ['processing', [1, 13]],
      ['patient', [1, 2]],
      ['vials', [2, 14]],
      ['essing', [1, 13]],
    ] as const) {
      const plan = await planReport(ctx, query({ search: term }));
      expect(
        plan.lists.filter((l) => !isPostingList(l)),
        term,
      ).toEqual(products.map((id) => ReportList.axis('productId', id)));
      expect(plan.lists.filter(isPostingList).length, term).toBeGreaterThan(0);
      const read = new Set(entries.filter((e) => plan.lists.includes(e.list)).map((e) => e.itemId));
      const matches = [...texts].filter(([, text]) => text.includes(term)).map(([id]) => id);
      expect(matches.length, term).toBeGreaterThan(0);
      expect(
        matches.filter((id) => !read.has(id)),
        term,
      ).toEqual([]);
    }
  });

  it("keeps no postings of its product's name, and postings of a member's word that the name shares", () => {
    const sale = { ...sales[1]!, transactionId: 999, salesRepId: 103 };
    const withName = (lastName: string) =>
      reportEntriesOf(
        sale,
        transactionText(
          sale,
          searchNames(sale, (id) => (id === 103 ? { firstName: 'Rhea', lastName } : { firstName: 'Test', lastName: `M${id}` })),
        ),
      ).flatMap((e) => (isPostingList(e.list) ? [e.list] : []));
    expect(withName('Moss')).not.toContain(ReportList.search('pro'));
    expect(withName('Moss')).not.toContain(ReportList.search('fee'));
    expect(withName('Processer')).toContain(ReportList.search('pro'));
  });

  it('keeps postings of half the trigrams of a sale: those at an even position of each word', () => {
    const one = entries.filter((e) => e.itemId === 1);
    const postings = one.filter((e) => isPostingList(e.list)).map((e) => e.list);
    expect(postings).toContain(ReportList.search('kes'));
    expect(postings).toContain(ReportList.search('ssl'));
    expect(postings).not.toContain(ReportList.search('ess'));
    expect(postings).not.toContain(ReportList.search('sle'));
  });

  it("reads a term shorter than 4 characters from the lists asked, or the domain's, checked (no posting list is complete for it)", async () => {
    expect(await planReport(ctx, query({ search: 'kes' }))).toMatchObject({ lists: [ReportList.all()], terms: ['kes'], count: undefined });
    expect(await planReport(ctx, query({ search: 'ova', filters: { salesRepId: 102 } }))).toMatchObject({
      lists: [ReportList.axis('salesRepId', 102)],
      terms: ['ova'],
    });
  });

  it('counts a search by reading when a day range or a filter is asked too', async () => {
    expect((await planReport(ctx, query({ search: 'essl', range: { after: '2026-02-01' } }))).count).toBeUndefined();
    expect((await planReport(ctx, query({ search: 'essl', filters: { salesManagerId: 200 } }))).count).toBeUndefined();
  });

  it('reads the pair list of a party and the product, exact from its counters in a day range too', async () => {
    const range = { after: '2026-02-01', before: '2026-03-14' };
    const match = (t: TransactionRecord) => t.salesRepId === REP && t.productId === 2;
    const all = await planReport(ctx, query({ filters: { salesRepId: REP, productId: 2 } }));
    expect(all).toMatchObject({ lists: [ReportList.pair('salesRepId', REP, 2)], check: {}, terms: [], count: sales.filter(match).length });
    const ranged = await planReport(ctx, query({ scope: { salesRepId: REP }, filters: { productId: 2 }, range }));
    const inRange = sales.filter((t) => match(t) && t.date.slice(0, 10) >= range.after && t.date.slice(0, 10) <= range.before);
    expect(inRange.length).toBeGreaterThan(0);
    expect(ranged).toMatchObject({ lists: [ReportList.pair('salesRepId', REP, 2)], check: {}, count: inRange.length });
    expect(inList(ranged.lists[0]!, range.after, `${range.before}~`)).toBe(inRange.length);
    const center = await planReport(ctx, query({ filters: { harvestCenterId: 301, productId: 1 } }));
    expect(center).toMatchObject({
      lists: [ReportList.pair('harvestCenterId', 301, 1)],
      count: sales.filter((t) => t.harvestCenterId === 301 && t.productId === 1).length,
    });
  });

  it('reads the pair list of two members asked together (rep + center), exact from its counters in a day range too', async () => {
    const range = { after: '2026-02-01' };
    const match = (t: TransactionRecord) => t.salesRepId === REP && t.harvestCenterId === 301 && t.date.slice(0, 10) >= range.after;
    expect(sales.filter(match).length).toBeGreaterThan(0);
    const plan = await planReport(ctx, query({ filters: { salesRepId: REP, harvestCenterId: 301 }, range }));
    expect(plan).toMatchObject({
      lists: [ReportList.pair('salesRepId', REP, 301, 'harvestCenterId')],
      check: {},
      terms: [],
      count: sales.filter(match).length,
    });
    // A manager's own report filtered by a center: the pair of the manager and the center.
    const team = await planReport(ctx, query({ scope: { salesManagerId: 200 }, filters: { harvestCenterId: 302 } }));
    expect(team).toMatchObject({
      lists: [ReportList.pair('salesManagerId', 200, 302, 'harvestCenterId')],
      count: sales.filter((t) => t.salesManagerId === 200 && t.harvestCenterId === 302).length,
    });
  });

  it("reads a patient's own list for a pair it is in (no pair list names a patient), counting by reading its few sales", async () => {
    const mine = sales.filter((t) => t.patientId === 405);
    const plan = await planReport(ctx, query({ filters: { patientId: 405, salesRepId: mine[0]!.salesRepId } }));
    expect(plan).toMatchObject({ lists: [ReportList.axis('patientId', 405)], check: { salesRepId: mine[0]!.salesRepId }, count: undefined });
    expect(inList(plan.lists[0]!)).toBe(mine.length);
    expect(entries.some((e) => e.list.startsWith('t:p') && e.list !== ReportList.axis('patientId', e.patientId!))).toBe(false);
  });

  it('checks what the chosen list does not imply, and counts by reading when anything is checked', async () => {
    const plan = await planReport(ctx, query({ filters: { salesRepId: REP, productId: 2, salesManagerId: 200 } }));
    expect(plan.lists[0]!).toBe(ReportList.pair('salesRepId', REP, 2));
    expect(plan).toMatchObject({ check: { salesManagerId: 200 }, count: undefined });
    const searched = await planReport(ctx, query({ filters: { productId: 1 }, search: 'lerova' }));
    expect(searched.lists.every(isPostingList)).toBe(true);
    expect(searched).toMatchObject({ check: { productId: 1 }, terms: ['lerova'], count: undefined });
  });

  it('answers nothing, exactly, when the filters contradict the scope', async () => {
    expect(await planReport(ctx, query({ scope: { salesRepId: REP }, filters: { salesRepId: 101 } }))).toMatchObject({ empty: true, count: 0 });
  });
});
