import { describe, expect, it } from 'vitest';
import { vialsAddedSince, vialsSeenKey } from './vials-added';

describe('vialsAddedSince', () => {
  it('tells when the available total grew since it was last seen', () => {
    expect(vialsAddedSince('5', 7)).toBe(true);
    expect(vialsAddedSince('0', 1)).toBe(true);
  });

  it('stays quiet on the first visit and when nothing was stored readably', () => {
    expect(vialsAddedSince(null, 8)).toBe(false);
    expect(vialsAddedSince('', 8)).toBe(false);
    expect(vialsAddedSince('five', 8)).toBe(false);
    expect(vialsAddedSince('-1', 8)).toBe(false);
  });

  it('stays quiet when the total is the same or lower (vials shipped)', () => {
    expect(vialsAddedSince('5', 5)).toBe(false);
    expect(vialsAddedSince('5', 2)).toBe(false);
  });

  it('compares numbers, not text', () => {
    expect(vialsAddedSince('9', 10)).toBe(true);
    expect(vialsAddedSince('10', 9)).toBe(false);
  });
});

describe('vialsSeenKey', () => {
  it('keeps one total per member', () => {
    expect(vialsSeenKey(42)).toBe('vials_seen_42');
    expect(vialsSeenKey(42)).not.toBe(vialsSeenKey(43));
  });
});
