import { describe, expect, it } from 'vitest';
import { prefixesOf, queryWords, searchPlans, wordText } from './search-words';

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
