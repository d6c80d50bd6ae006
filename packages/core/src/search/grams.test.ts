import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjacentGrams, evenGramsOf, gramsOf, normalize, queryTerms, searchText } from './grams';

describe('search text and trigrams', () => {
  it('lower-case the text without accents, and cut trigrams from runs of letters and digits only', () => {
    expect(searchText([12, 'Zoë', 'Ó’Brien', 'zoe.obrien@acme.test', ''])).toBe(' 12 zoe o’brien zoe.obrien@acme.test ');
    expect(gramsOf(' o’brien a.b-cd 12345 ').sort()).toEqual(['123', '234', '345', 'bri', 'ien', 'rie'].sort());
    expect(normalize('  ÉLODIE   Smith ')).toBe('elodie smith');
  });

  it('split a query at spaces into distinct terms, at most six', () => {
    expect(queryTerms(' Olivia  OAKLEY olivia ')).toEqual(['olivia', 'oakley']);
    expect(queryTerms('a b c d e f g h')).toHaveLength(6);
    expect(queryTerms('   ')).toEqual([]);
  });

  it("give every term that a text contains only trigrams the text has: the rarest posting list holds all the term's matches", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcé.@-1 X'.split('')), maxLength: 30 }), fc.nat(), fc.nat(), (raw, a, b) => {
        const text = searchText([raw]);
        const [from, to] = [a % text.length, b % text.length].sort((x, y) => x - y) as [number, number];
        const term = text.slice(from, to + 1).trim();
        for (const t of queryTerms(term)) {
          expect(text.includes(t)).toBe(true);
          for (const gram of gramsOf(` ${t} `)) expect(gramsOf(text)).toContain(gram);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keep the trigrams at even positions of each word, and give every term of 4 or more characters a text contains two adjacent trigrams of which the text keeps one, whichever pair is read', () => {
    expect(evenGramsOf(' kessler 12345 ab ').sort()).toEqual(['123', '345', 'kes', 'ler', 'ssl']);
    expect(adjacentGrams('essle')).toEqual([
      ['ess', 'ssl'],
      ['ssl', 'sle'],
    ]);
    expect(adjacentGrams('kes')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcé.@-1 X'.split('')), maxLength: 30 }), fc.nat(), fc.nat(), (raw, a, b) => {
        const text = searchText([raw]);
        const [from, to] = [a % text.length, b % text.length].sort((x, y) => x - y) as [number, number];
        const kept = new Set(evenGramsOf(text));
        for (const t of queryTerms(text.slice(from, to + 1).trim())) for (const [x, y] of adjacentGrams(t)) expect(kept.has(x) || kept.has(y)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
