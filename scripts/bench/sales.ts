import { Domains, Products, type Core, type DomainCtx } from '../../packages/core/src';
import { storedEntry } from '../../packages/core/src/db/entries';
import { counterAddsOf, reportEntriesOf } from '../../packages/core/src/transactions/report-lists';
import type { TransactionRecord } from '../../packages/core/src/transactions/transactions';
import { addCounts, putAll, type CounterTotals } from './put';

/** The domain `bench`, with the products its sales name. */
export async function benchDomain(core: Core): Promise<DomainCtx> {
  const domain = await Domains.create(core, {
    identifier: 'bench',
    name: 'Bench',
    url: 'http://bench.localhost',
    emailSender: 'no-reply@bench.test',
    emailNotifications: '',
  });
  await Products.seed(core, domain.domainId);
  return { ...core, domain };
}

/** Sales written at once: their records, then their entries. */
const SLICE = 5000;

/** A paid sale of one product at $150 as the benches write it: `fields` names its members (and may set any other field). */
export const paidSale = (domainId: number, transactionId: number, date: string, fields: Partial<TransactionRecord> & Pick<TransactionRecord, 'productId'>) =>
  ({
    domainId,
    transactionId,
    invoiceId: `D${domainId}-${transactionId}`,
    status: 'paid',
    idempotencyKey: `bench-${transactionId}`,
    date,
    updatedAt: date,
    paidAt: date,
    productName: `Product ${fields.productId}`,
    quantity: 1,
    priceCents: 15_000,
    shippingCents: 0,
    harvestFeeCents: 0,
    discountCents: 0,
    totalCents: 15_000,
    email: 'buyer@bench.test',
    commissionPaid: false,
    transactionNote: '',
    history: [],
    ...fields,
  }) as TransactionRecord;

/**
 * Writes sales 1..`count` straight to the table as the projector leaves them: each record, its
 * report entries (those of the lists `keep` passes) and their counters summed once, and the
 * transaction id sequence. Answers how many items it wrote.
 */
export async function writeSales(
  core: Core,
  domainId: number,
  count: number,
  saleOf: (id: number) => TransactionRecord,
  textOf: (sale: TransactionRecord) => string,
  keep: (list: string) => boolean = () => true,
): Promise<number> {
  const counts: CounterTotals = new Map();
  let written = 0;
  for (let from = 1; from <= count; from += SLICE) {
    const records: TransactionRecord[] = [];
    const entries = [];
    for (let id = from; id < Math.min(count + 1, from + SLICE); id++) {
      const sale = saleOf(id);
      records.push(sale);
      const kept = reportEntriesOf(sale, textOf(sale)).filter((e) => keep(e.list));
      entries.push(...kept.map((e) => storedEntry(domainId, e)));
      addCounts(counts, counterAddsOf(kept));
    }
    await putAll(core.db.entities.transaction, records);
    await putAll(core.db.entities.entry, entries);
    written += records.length + entries.length;
  }
  await putAll(
    core.db.entities.counter,
    [...counts].map(([name, fields]) => ({ domainId, name, ...fields })),
  );
  await core.db.entities.counter.put({ domainId, name: 'transaction', value: count }).go();
  return written + counts.size + 1;
}
