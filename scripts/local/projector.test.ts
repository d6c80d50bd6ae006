import { describe, expect, it } from 'vitest';
import { parentsFirst } from './projector';

describe("the local projector's shard order", () => {
  it('reads every shard after its parent, at any depth, whatever order the stream lists them in', () => {
    // A long-lived stream: shard c's parent is b, b's is a; d is a's other child; e has a trimmed parent.
    const listed = [
      { id: 'c', parent: 'b' },
      { id: 'e', parent: 'gone' },
      { id: 'd', parent: 'a' },
      { id: 'b', parent: 'a' },
      { id: 'a' },
    ];
    const order = parentsFirst(listed).map((s) => s.id);
    expect(order).toHaveLength(5);
    for (const { id, parent } of listed) if (parent && parent !== 'gone') expect(order.indexOf(parent), `${parent} before ${id}`).toBeLessThan(order.indexOf(id));
    // The comparator sort this replaces read c before a here (it only compared a shard with its own parent).
    expect(order).toEqual(['a', 'b', 'c', 'e', 'd']);
  });
});
