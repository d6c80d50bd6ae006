import type { Db } from './service';

/** Domain id used by counters that span all domains (the domain ids themselves). */
export const GLOBAL_SCOPE = 0;

/** Returns the next number of a per-domain sequence; atomic under concurrent callers. */
export async function nextId(db: Db, domainId: number, name: string): Promise<number> {
  const { data } = await db.entities.counter
    .update({ domainId, name })
    .add({ value: 1 })
    .go({ response: 'all_new' });
  return data.value ?? 1;
}
