import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { take } from './rate-limits';

const h = harness();

describe('a limit of uses an hour', () => {
  it('counts a burst across the edge of the clock hour whole, and lets the uses of the hour before fade out', async () => {
    const ctx = await h.domainCtx();
    const subject = `limit-test#${randomUUID()}`;
    const edge = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const uses = async (n: number, at: number) => Promise.all(Array.from({ length: n }, () => take(ctx, subject, 20, 3600, at)));
    expect(await uses(10, edge - 1000)).toEqual(Array(10).fill(true));
    expect(await uses(10, edge + 1000)).toEqual(Array(10).fill(true));
    // 21 in two seconds: refused, though the clock hour holds 11 of them.
    expect(await uses(1, edge + 1000)).toEqual([false]);
    // Half an hour on, half of the hour before still counts: 11 + 10 / 2 = 16, then 4 more pass and the next does not.
    expect(await uses(4, edge + 1_800_000)).toEqual(Array(4).fill(true));
    expect(await uses(1, edge + 1_800_000)).toEqual([false]);
    // An hour after the burst, its uses have gone.
    expect(await uses(1, edge + 2 * 3_600_000 + 1000)).toEqual([true]);
  });
});
