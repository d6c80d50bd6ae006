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
