import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countedPrefixesOf, pairPlans, pairPrefixOf, prefixesOf, prefixPairsOf, queryWords, searchPlans, wordText } from './search-words';

describe('search words', () => {
  it('are the lower-case words of the text without accents, each once, six at most', () => {
    expect(queryWords('  Zoë  O’Brien zoe ')).toEqual(['zoe', 'o', 'brien']);
    expect(queryWords('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(queryWords(' - ')).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
  });

  it('index each prefix of up to six characters once, and carry each word after a space', () => {
    expect(prefixesOf(['olivia', 'oliver', 'al'])).toEqual(['o', 'ol', 'oli', 'oliv', 'olivi', 'olivia', 'olive', 'oliver', 'a', 'al']);
    expect(wordText(['olivia', 'al', 'olivia'])).toBe(' olivia al');
  });

  it('count, within a six-character list, each longer prefix of its words up to sixteen characters once', () => {
    expect(countedPrefixesOf(['kessler', 'kesslerova', 'kess', 'olivia'], 'kessle')).toEqual(['kessler', 'kesslero', 'kesslerov', 'kesslerova']);
    expect(countedPrefixesOf(['abcdefghijklmnopqrstuvwxyz'], 'abcdef')).toHaveLength(10);
    expect(countedPrefixesOf(['kesslerova'], 'kess')).toEqual([]);
  });
});

describe('search plans', () => {
  it('serve a word of up to six characters from its list with nothing to check: the counter is the total', () => {
    expect(searchPlans(['olivi'])).toEqual([{ prefix: 'olivi', check: [] }]);
  });

  it('check a longer word within the list of its first six characters', () => {
    expect(searchPlans(['branetton'])).toEqual([{ prefix: 'branet', check: ['branetton'] }]);
  });

  it('offer the list of each word of a search of several, checking the others in it', () => {
    expect(searchPlans(['noah', 'branetton'])).toEqual([
      { prefix: 'noah', check: ['branetton'] },
      { prefix: 'branet', check: ['noah', 'branetton'] },
    ]);
  });

  it('need not check a word that starts another word of the search', () => {
    expect(searchPlans(['ol', 'olivia'])[0]).toEqual({ prefix: 'olivia', check: [] });
    expect(searchPlans(['oak', 'clinic', 'c'])[0]).toEqual({ prefix: 'clinic', check: ['oak'] });
  });
});

describe('pair lists', () => {
  it('cut a query word to its first 3 characters, or 6 when it has 6 or more; none under 3', () => {
    expect(['no', 'noa', 'noah', 'braneton', 'branet'].map(pairPrefixOf)).toEqual([undefined, 'noa', 'noa', 'branet', 'branet']);
  });

  it("pair the prefixes of two different words of a record, never two of one word's", () => {
    expect(prefixPairsOf(['noah', 'braneton', '12'])).toEqual([
      ['bra', 'noa'],
      ['branet', 'noa'],
    ]);
    // "joh" of john and "johnso" of johnson start each other: no query is served by that pair.
    expect(prefixPairsOf(['john', 'johnson'])).toEqual([]);
  });

  it('serve two words whose prefixes differ, checking what the prefixes do not meet', () => {
    expect(pairPlans(['noah', 'braneton'])).toEqual([{ pair: ['branet', 'noa'], check: ['noah', 'braneton'] }]);
    expect(pairPlans(['ivy', 'oak', 'p'])).toEqual([{ pair: ['ivy', 'oak'], check: ['p'] }]);
    expect(pairPlans(['john', 'johnson'])).toEqual([]);
    expect(pairPlans(['noah', 'ab'])).toEqual([]);
  });

  it('hold every record that matches a search served by a pair list', () => {
    const word = fc.stringMatching(/^[a-e]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 2, maxLength: 3 }), fc.array(fc.stringMatching(/^[a-e]{0,4}$/), { minLength: 3, maxLength: 3 }), fc.array(word, { maxLength: 3 }), (query, endings, others) => {
        // A matching record: each query word starts one of its words (some may start the same word).
        const record = [...new Set([...query.map((q, i) => q + endings[i]!), ...others])];
        fc.pre(query.every((q) => record.some((w) => w.startsWith(q))));
        const pairs = new Set(prefixPairsOf(record).map((p) => p.join('+')));
        for (const plan of pairPlans(query)) expect(pairs, `${record} / ${query}`).toContain(plan.pair.join('+'));
      }),
      { numRuns: 3000 },
    );
  });
});
