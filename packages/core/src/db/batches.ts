/** Runs `run` over `items`, `size` at a time (a batch waits for the one before it); answers the results in order. */
export async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

/** How often a batch read asks again for the keys the table left unprocessed (throttled) before it gives up. */
const UNPROCESSED_ATTEMPTS = 5;

/** One BatchGet round of an entity: the items found, and the keys the table left unprocessed. */
type BatchRead<K, T> = (keys: K[]) => Promise<{ data: readonly (T | null | undefined)[]; unprocessed: readonly unknown[] }>;

/**
 * The items of `keys` that exist, in the order of `keys`, read by `read` (an entity's batch get):
 * while the table leaves keys unprocessed (throttled), the keys not found yet are asked again after
 * a growing pause, and after UNPROCESSED_ATTEMPTS rounds it throws. A throttled item is never taken
 * for a missing one: a prune removing a live entry, a sign-in's failures read as none, a sale's text
 * without a member's name. `idOf` names a key and the item it reads the same way (an id both carry).
 */
export async function readEvery<K extends object, T extends object>(
  keys: readonly K[],
  read: BatchRead<K, T>,
  idOf: (keyOrItem: K | T) => string | number,
): Promise<T[]> {
  const found = new Map<string | number, T>();
  let pending = [...new Map(keys.map((k) => [idOf(k), k])).values()];
  for (let attempt = 1; pending.length; attempt++) {
    const { data, unprocessed } = await read(pending);
    for (const item of data) if (item) found.set(idOf(item), item);
    if (!unprocessed.length) break;
    if (attempt === UNPROCESSED_ATTEMPTS) throw new Error(`${unprocessed.length} items could not be read: the table left them unprocessed ${attempt} times`);
    pending = pending.filter((k) => !found.has(idOf(k)));
    await new Promise((done) => setTimeout(done, 50 * 2 ** attempt));
  }
  return keys.flatMap((k) => found.get(idOf(k)) ?? []);
}
