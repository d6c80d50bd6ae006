import { randomUUID } from 'node:crypto';
import { inject, describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { meteredCore } from '../../../../scripts/bench/meter';
import { inBatches } from './batches';
import { applyEntryChanges, listFamily } from './entries';
import { entryPage, firstEntries } from './paging';

const h = harness();
const TestList = listFamily('picker test lists', { sort: 'id', counters: 'total', carries: ['text'] }, (name: string) => `test:picker:${name}`);

describe("a picker's read", () => {
  it('stops once it has what it shows: 50 of 150 matches read one batch of postings, where a page with a total reads them all', async () => {
    const ctx = await h.domainCtx();
    const list = TestList.key(randomUUID().slice(0, 8));
    const entries = Array.from({ length: 150 }, (_, i) => ({ family: TestList, list, itemId: i + 1, text: ` cedar clinic ${i + 1} ` }));
    // One change per record, as the projector applies them (a transaction never names one counter twice).
    await inBatches(entries, 8, (entry) => applyEntryChanges(ctx.db, ctx.domain.domainId, { add: [entry], remove: [], rewrite: [] }));

    const { core, meter } = meteredCore(inject('apiEnv'));
    const filter = { terms: ['clinic'] };
    meter.reset();
    const shown = await firstEntries(core.db, ctx.domain.domainId, { list, filter, size: 50 });
    const pickerRead = meter.read;
    expect(shown).toEqual(Array.from({ length: 50 }, (_, i) => 150 - i));
    expect(pickerRead).toBeLessThanOrEqual(100);

    meter.reset();
    const page = await entryPage(core.db, ctx.domain.domainId, { list, filter, size: 50 });
    expect(page.count).toBe(150);
    expect(page.items).toEqual(shown);
    expect(meter.read, 'the counted page reads every match').toBeGreaterThanOrEqual(150);
  });
});
