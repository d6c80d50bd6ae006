import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordCounts } from './report-search';

/** Words of 1 to 9 characters over a small alphabet, so that many share their first 4 or more. */
const word = fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 1, maxLength: 9 });
const sum = (counts: Map<string, number>, query: string) => [...counts].filter(([key]) => key.startsWith(query)).reduce((s, [, n]) => s + n, 0);

describe('wordCounts', () => {
  it('sums to 1 under every query word of 4 characters or more that starts one of the words, and to 0 under any other, however the words share prefixes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 8 }), word, (words, other) => {
        const counts = wordCounts(words);
        const queries = [...new Set([...words.flatMap((w) => Array.from({ length: Math.max(0, w.length - 3) }, (_, i) => w.slice(0, 4 + i))), other])].filter((q) => q.length >= 4);
        for (const q of queries) expect(sum(counts, q), `${q} in ${words.join(' ')}`).toBe(words.some((w) => w.startsWith(q)) ? 1 : 0);
      }),
    );
  });

  it('adds one count per word of 4 characters or more, and corrections only where such words share 4 characters or more', () => {
    expect(wordCounts(['kessler', 'kerry', 'ana', 'moreau'])).toEqual(new Map([['kessler', 1], ['kerry', 1], ['moreau', 1]]));
    expect(wordCounts(['kessler', 'kesslerova'])).toEqual(new Map([['kessler', 1], ['kesslerova', 1], ['kessler~', -1]]));
    expect(wordCounts(['clinic', 'clinical', 'cline'])).toEqual(new Map([['clinic', 1], ['clinical', 1], ['cline', 1], ['clin~', -1], ['clinic~', -1]]));
  });
});
