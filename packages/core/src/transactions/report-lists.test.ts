import { describe, expect, it } from 'vitest';
import { MAX_TX_WRITES, type TxEntities, type TxWrite } from '../db/transact';
import { reportEntriesOf, reportGroups, reportItemsOf, ReportList } from './report-lists';
import { searchNames, transactionWords, type NamedParty } from './report-search';
import type { TransactionRecord } from './transactions';

/** A paid transaction naming `parties` (by field) and product 2, sold on 2026-03-05. */
export const sold = (transactionId: number, parties: Partial<TransactionRecord> = {}, productName = 'Order Patient Vials'): TransactionRecord =>
  ({ domainId: 7, transactionId, date: '2026-03-05T10:00:00.000Z', productId: 2, productName, status: 'paid', ...parties }) as TransactionRecord;

/** Entities that stand for the tables: each write asked of them is one action of the TransactWriteItems. */
const write = (): TxWrite => ({ commit: () => ({}) });
const entities = { reportEntry: { create: write }, counter: { update: () => ({ add: write }) }, reportWord: { update: () => ({ add: write }) } } as unknown as TxEntities;

/** Every axis and the staff member named, each member with a long name of many words, the longest id. */
const everyAxis = { patientId: 11, harvestCenterId: 12, referralHarvestCenterId: 13, salesRepId: 14, salesManagerId: 15, salesDistributorId: 16, hcStaffId: 17 };
const longName = (id: number): NamedParty => ({
  firstName: `Maximiliana${id} Theodora${id} Evangelina${id}`,
  lastName: `Vandenberghe${id}-Oppenheimer${id} Castellanos${id}`,
  company: `International${id} Regenerative${id} Therapeutics${id} Laboratories${id}`,
});
const worst = sold(9_999_999_999, everyAxis, 'Umbilical Cord Tissue Processing and Cryopreservation Program');
const wordsOfWorst = transactionWords(worst, searchNames(worst, longName));

describe('report writes of a paid transaction', () => {
  it("come in groups of one transaction each, the domain's entry with the word counts, however many words a sale names", () => {
    expect(wordsOfWorst.length).toBeGreaterThan(60);
    const groups = reportGroups(entities, worst, wordsOfWorst);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(MAX_TX_WRITES);
    const { entries, wordCounts } = reportItemsOf(worst, wordsOfWorst);
    // Each dated entry with its 3 counters, each search entry alone, every word count once (with a marker past 90).
    const dated = entries.filter((e) => !e.list.startsWith('t:w:')).length;
    const markers = Math.ceil(wordCounts.size / 90) - 1;
    expect(groups.flat()).toHaveLength(dated * 4 + (entries.length - dated) + wordCounts.size + markers);
  });

  it("put the sale in the domain, each axis, each party with the product and the search list of every word's 4-, 5- and 6-character start, with every word counted", () => {
    const entries = reportEntriesOf(worst, wordsOfWorst);
    const lists = entries.map((e) => e.list);
    expect(lists).toEqual(expect.arrayContaining([ReportList.all(), ReportList.axis('salesRepId', 14), ReportList.axis('productId', 2)]));
    for (const [axis, id] of [['salesRepId', 14], ['salesManagerId', 15], ['salesDistributorId', 16], ['harvestCenterId', 12], ['referralHarvestCenterId', 13], ['patientId', 11]] as const)
      expect(lists).toContain(ReportList.pair(axis, id, 2));
    const search = lists.filter((l) => l.startsWith('t:w:'));
    // Every word is searchable now, the product's last words included.
    expect(search).toEqual(expect.arrayContaining(['t:w:9999', 't:w:99999', 't:w:999999', 't:w:vand', 't:w:vande', 't:w:vanden', 't:w:umbi', 't:w:cryo', 't:w:cryopr']));
    expect(entries[0]!.words).toContain(' vandenberghe11');
    expect(entries[0]!.words).toContain(' umbilical');
    const { wordCounts } = reportItemsOf(worst, wordsOfWorst);
    expect([...wordCounts.keys()].filter((k) => !k.endsWith('~')).sort()).toEqual(entries[0]!.words.trim().split(' ').filter((w) => w.length >= 4).sort());
    expect(new Set(entries.map((e) => e.words)).size).toBe(1);
  });

  it('give a sale that names fewer members more search lists, and every word of a short name', () => {
    const t = sold(1234, { salesRepId: 14, harvestCenterId: 12 });
    const words = transactionWords(t, searchNames(t, (id) => ({ firstName: 'Kerry', lastName: `Kessler`, company: id === 12 ? 'Oak Clinic' : '' })));
    const entries = reportEntriesOf(t, words);
    expect(entries.filter((e) => e.list.startsWith('t:w:')).map((e) => e.list.slice(4))).toEqual(
      expect.arrayContaining(['1234', 'kess', 'kessl', 'kessle', 'clin', 'clini', 'clinic', 'kerr', 'kerry', 'orde', 'order', 'patie', 'vials']),
    );
    expect(entries[0]!.words).toBe(' 1234 kessler oak clinic kerry order patient vials');
  });
});
