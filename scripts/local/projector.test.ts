import { describe, expect, it } from 'vitest';
import { napper, parentsFirst, quietPause } from './projector';

describe("the local projector's shard order", () => {
  it('reads every shard after its parent, at any depth, whatever order the stream lists them in', () => {
    // A long-lived stream: shard c's parent is b, b's is a; d is a's other child; e has a trimmed parent.
    const listed = [{ id: 'c', parent: 'b' }, { id: 'e', parent: 'gone' }, { id: 'd', parent: 'a' }, { id: 'b', parent: 'a' }, { id: 'a' }];
    const order = parentsFirst(listed).map((s) => s.id);
    expect(order).toHaveLength(5);
    for (const { id, parent } of listed)
      if (parent && parent !== 'gone') expect(order.indexOf(parent), `${parent} before ${id}`).toBeLessThan(order.indexOf(id));
    // The comparator sort this replaces read c before a here (it only compared a shard with its own parent).
    expect(order).toEqual(['a', 'b', 'c', 'e', 'd']);
  });
});

describe("the local projector's idle", () => {
  it('waits twice as long after each quiet pass, up to its cap, and from the start again after work', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((quiet) => quietPause(quiet, 50, 2000))).toEqual([50, 100, 200, 400, 800, 1600, 2000, 2000]);
  });

  it('ends a pause at once when woken (a write through the same client)', async () => {
    const { nap, wake } = napper();
    const started = performance.now();
    const pause = nap(10_000);
    setTimeout(wake, 20);
    await pause;
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps a wake that comes between two pauses (a write during a pass): the next pause ends at once', async () => {
    const { nap, wake } = napper();
    wake();
    const started = performance.now();
    await nap(10_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
