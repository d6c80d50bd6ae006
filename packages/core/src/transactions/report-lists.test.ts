import { describe, expect, it } from 'vitest';
import { MAX_TX_WRITES, type TxEntities, type TxWrite } from '../db/transact';
import { evenGramsOf, gramsOf } from '../search/grams';
import { entryWrites } from '../db/entries';
import { reportEntriesOf, ReportList, retiredEntriesOf } from './report-lists';
import { searchNames, transactionText, type NamedParty } from './report-search';
import type { TransactionRecord } from './transactions';

/** A paid transaction naming `parties` (by field) and product 2, sold on 2026-03-05. */
export const sold = (transactionId: number, parties: Partial<TransactionRecord> = {}, productName = 'Order Patient Vials'): TransactionRecord =>
  ({ domainId: 7, transactionId, date: '2026-03-05T10:00:00.000Z', productId: 2, productName, status: 'paid', ...parties }) as TransactionRecord;

/** Entities that stand for the tables: each write asked of them is one action of the TransactWriteItems. */
const write = (): TxWrite => ({ commit: () => ({}) });
const entities = { entry: { create: write }, counter: { update: () => ({ add: write }) } } as unknown as TxEntities;

/** Every axis and the staff member named, each member with a long name of many words, the longest id. */
const everyAxis = {
  patientId: 11,
  harvestCenterId: 12,
  referralHarvestCenterId: 13,
  salesRepId: 14,
  salesManagerId: 15,
  salesDistributorId: 16,
  hcStaffId: 17,
};
const longName = (id: number): NamedParty => ({
  firstName: `Maximiliana${id} Theodora${id} Evangelina${id}`,
  lastName: `Vandenberghe${id}-Oppenheimer${id} Castellanos${id}`,
  company: `International${id} Regenerative${id} Therapeutics${id} Laboratories${id}`,
});
const worst = sold(9_999_999_999, everyAxis, 'Umbilical Cord Tissue Processing and Cryopreservation Program');
const textOfWorst = transactionText(worst, searchNames(worst, longName));

describe('report writes of a paid transaction', () => {
  it('come in groups of one entry each with its counters, however many words a sale names', () => {
    const entries = reportEntriesOf(worst, textOfWorst);
    const groups = entryWrites(entities, worst.domainId, { add: entries, remove: [] });
    expect(groups).toHaveLength(entries.length);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(MAX_TX_WRITES);
    // A dated entry with its 2 counters (all; its month, which keeps the day apart); the staff member's entry with its total; a posting alone (its
    // estimate counts one id in 16: this sale's id, 9,999,999,999, is not one of them).
    const dated = entries.filter((e) => e.family.counters === 'periods').length;
    expect(entries.filter((e) => e.family.counters === 'estimate')).toHaveLength(evenGramsOf(textOfWorst).length);
    expect(entries.length - dated).toBe(evenGramsOf(textOfWorst).length + 1);
    expect(groups.flat()).toHaveLength(dated * 3 + 2 + evenGramsOf(textOfWorst).length);
  });

  it('put the sale in the domain, each axis, each party but the patient with the product and the posting list of every trigram at an even position of a word of its text', () => {
    const entries = reportEntriesOf(worst, textOfWorst);
    const lists = entries.map((e) => e.list);
    expect(lists).toEqual(expect.arrayContaining([ReportList.all(), ReportList.axis('salesRepId', 14), ReportList.axis('productId', 2)]));
    for (const [axis, id] of [
      ['salesRepId', 14],
      ['salesManagerId', 15],
      ['salesDistributorId', 16],
      ['harvestCenterId', 12],
      ['referralHarvestCenterId', 13],
    ] as const)
      expect(lists).toContain(ReportList.pair(axis, id, 2));
    // Every two of its members too, for combined filters: 15 pairs of its 6 axes other than the
    // patient's (whose own list, a handful of sales, is read and checked for any pair it is in).
    expect(lists).toContain(ReportList.pair('salesRepId', 14, 12, 'harvestCenterId'));
    expect(lists).not.toContain(ReportList.pair('salesManagerId', 15, 11, 'patientId'));
    expect(lists).not.toContain(ReportList.pair('patientId', 11, 2));
    expect(lists.filter((l) => /^t:[a-z]{2}:/.test(l))).toHaveLength(15);
    // The staff member who made it has no report, but a list of its sales (its rename reaches them).
    expect(lists).toContain(ReportList.staff(17));
    const postings = lists.filter((l) => l.startsWith('t:x:'));
    expect(postings.sort()).toEqual(evenGramsOf(textOfWorst).map(ReportList.search).sort());
    // Every word is searchable, the product's last words included.
    expect(postings).toEqual(expect.arrayContaining(['t:x:999', 't:x:van', 't:x:umb', 't:x:ilic', 't:x:cry'].filter((l) => l.length === 7)));
    expect(entries[0]!.text).toContain(' vandenberghe11-oppenheimer11 ');
    expect(entries[0]!.text).toContain(' umbilical ');
    expect(new Set(entries.map((e) => e.text)).size).toBe(1);
  });

  it('name as retired the lists an older version kept it in: the pairs naming its patient and the postings of odd positions, none of them kept now', () => {
    const kept = new Set(reportEntriesOf(worst, textOfWorst).map((e) => e.list));
    const retired = retiredEntriesOf(worst, textOfWorst).map((e) => e.list);
    expect(retired.filter((l) => kept.has(l))).toEqual([]);
    expect(retired).toContain(ReportList.pair('salesRepId', 14, 11, 'patientId'));
    expect(retired).toContain(ReportList.pair('patientId', 11, 2));
    expect(retired.filter((l) => l.startsWith('t:x:'))).toHaveLength(gramsOf(textOfWorst).length - evenGramsOf(textOfWorst).length);
    expect(retired.filter((l) => !l.startsWith('t:x:'))).toHaveLength(6);
  });

  it('search a sale by its id, its members and its product', () => {
    const t = sold(1234, { salesRepId: 14, harvestCenterId: 12 });
    const text = transactionText(
      t,
      searchNames(t, (id) => ({ firstName: 'Kerry', lastName: `Kessler`, company: id === 12 ? 'Oak Clinic' : '' })),
    );
    expect(text).toBe(' 1234 kessler oak clinic kerry kessler kerry order patient vials ');
  });
});
