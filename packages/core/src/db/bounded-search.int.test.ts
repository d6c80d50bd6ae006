import { randomUUID } from 'node:crypto';
import { inject, describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { meteredCore } from '../../../../scripts/bench/meter';
import { listFamily, storedEntry, type ListKey } from './entries';
import { entryPage, FILTER_READ, type Page } from './paging';

const h = harness();
const TestList = listFamily('bounded search test lists', { sort: 'id', counters: 'total', carries: ['text'] }, (name: string) => `test:bounded:${name}`);

/** A list of `size` entries (ids 1 to size), those `matching` says holding "cedar", the others "oak". */
async function listOf(size: number, matching: (id: number) => boolean) {
  const ctx = await h.domainCtx();
  const list = TestList.key(randomUUID().slice(0, 8));
  const entries = Array.from({ length: size }, (_, i) => ({
    family: TestList,
    list,
    itemId: i + 1,
    text: matching(i + 1) ? ` cedar clinic ${i + 1} ` : ` oak clinic ${i + 1} `,
  }));
  // A search's page never reads the list's counter: the entries alone, written in batches.
  await ctx.db.entities.entry.put(entries.map((e) => storedEntry(ctx.domain.domainId, e))).go({ concurrent: 4 });
  return { domainId: ctx.domain.domainId, list };
}

/** Every page of a search by cursor, with the items each request read. */
async function walk(domainId: number, list: ListKey, size: number) {
  const { core, meter } = meteredCore(inject('apiEnv'));
  const pages: (Page<number> & { read: number })[] = [];
  let cursor: string | null = null;
  do {
    meter.reset();
    const page: Page<number> = await entryPage(core.db, domainId, { list, cursor, size, filter: { terms: ['cedar'] } });
    pages.push({ ...page, read: meter.read });
    cursor = page.cursor;
  } while (cursor && pages.length < 200);
  return pages;
}

describe('a search page reads a bounded share of its list', () => {
  it('counts within FILTER_READ entries ("or more" past them) and still reaches every match by cursor', async () => {
    const { domainId, list } = await listOf(2_500, (id) => id % 10 === 0);
    const pages = await walk(domainId, list, 20);

    // The newest 1,000 entries hold 100 matches; the list goes on, so the count is a lower bound.
    expect(pages[0]!.count).toBe(100);
    expect(pages[0]!.atLeast).toBe(true);
    const seen = pages.flatMap((p) => p.items);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => 2_500 - i * 10));
    for (const page of pages) expect(page.read, 'items one request reads').toBeLessThanOrEqual(2 * FILTER_READ);
  });

  it('goes on past a stretch without matches: a short page whose cursor leads to the rest', async () => {
    const { domainId, list } = await listOf(2_500, (id) => id <= 3);
    const pages = await walk(domainId, list, 20);
    expect(pages[0]!.items).toEqual([]);
    expect(pages[0]!.cursor).not.toBeNull();
    expect(pages.flatMap((p) => p.items)).toEqual([3, 2, 1]);
    expect(pages[pages.length - 1]!.cursor).toBeNull();
    for (const page of pages) expect(page.read).toBeLessThanOrEqual(2 * FILTER_READ);
  });

  it('counts exactly when the list ends within the read', async () => {
    const { domainId, list } = await listOf(300, (id) => id % 3 === 0);
    const [first, ...rest] = await walk(domainId, list, 20);
    expect(first!.count).toBe(100);
    expect(first!.atLeast).toBeUndefined();
    expect(rest).toHaveLength(4);
    expect([first!, ...rest].flatMap((p) => p.items)).toHaveLength(100);
  });
});
