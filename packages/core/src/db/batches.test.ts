import { describe, expect, it } from 'vitest';
import { readEvery } from './batches';

interface Key {
  id: number;
}
interface Item extends Key {
  name: string;
}

/** A table holding items 1 to 5 that leaves the first `throttled` keys of each of its first `rounds` reads unprocessed. */
function table(rounds: number, throttled = 2) {
  const asked: number[][] = [];
  const read = async (keys: Key[]) => {
    asked.push(keys.map((k) => k.id));
    const left = asked.length <= rounds ? keys.slice(0, throttled) : [];
    const data = keys.filter((k) => k.id <= 5 && !left.includes(k)).map((k) => ({ id: k.id, name: `item ${k.id}` }));
    return { data, unprocessed: left };
  };
  return { read, asked };
}

describe('readEvery', () => {
  it('asks again for the keys the table left unprocessed, and answers every item found in the order of the keys', async () => {
    const { read, asked } = table(2);
    const items = await readEvery<Key, Item>(
      [4, 1, 9, 2, 4].map((id) => ({ id })),
      read,
      (k) => k.id,
    );
    expect(items.map((i) => i.id)).toEqual([4, 1, 2, 4]);
    // Each key once a round; a round asks only for what was not found yet (the missing 9 until the table says so).
    expect(asked).toEqual([
      [4, 1, 9, 2],
      [4, 1, 9],
      [4, 1, 9],
    ]);
  });

  it('fails rather than take a throttled item for a missing one', async () => {
    const { read, asked } = table(Number.POSITIVE_INFINITY);
    await expect(readEvery<Key, Item>([{ id: 1 }, { id: 2 }, { id: 3 }], read, (k) => k.id)).rejects.toThrow(/left them unprocessed 5 times/);
    expect(asked).toHaveLength(5);
  });

  it('reads nothing for no keys', async () => {
    const { read, asked } = table(0);
    expect(await readEvery<Key, Item>([], read, (k) => k.id)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
