/** An ElectroDB entity's batch put, as the benches call it. */
interface BatchPut<T> {
  put: (items: T[]) => { go: (options: { concurrent: number }) => Promise<{ unprocessed: unknown[] }> };
}

/**
 * Writes `items` in BatchWrites, 16 at once, and fails if the table left any of them unwritten: a
 * bench never times a table that lacks part of what it generated.
 */
export async function putAll<T>(entity: BatchPut<T>, items: T[]): Promise<void> {
  const { unprocessed } = await entity.put(items).go({ concurrent: 16 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} of ${items.length} items not written`);
}

/** Counter increments (report-lists.ts `counterAddsOf`) of the entries a bench writes, summed per counter item over its slices. */
export type CounterTotals = Map<string, Record<string, number>>;

/** Adds one slice's counter increments to `totals`, to be written once at the end (a counter item each). */
export function addCounts(totals: CounterTotals, adds: ReadonlyMap<string, Record<string, number>>): void {
  for (const [name, add] of adds) {
    const item = totals.get(name) ?? {};
    for (const [k, v] of Object.entries(add)) item[k] = (item[k] ?? 0) + v;
    totals.set(name, item);
  }
}
