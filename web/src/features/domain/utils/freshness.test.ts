import { describe, expect, it } from 'vitest';
import { isOutdated, mayAutoReload } from './freshness';

describe('isOutdated', () => {
  it('is true when a stored value existed and differs', () => {
    expect(isOutdated('2024.1', '2024.2')).toBe(true);
  });

  it('is false on a first visit, so storing the value cannot start a reload loop', () => {
    expect(isOutdated(null, '2024.2')).toBe(false);
    expect(isOutdated(undefined, '2024.2')).toBe(false);
  });

  it('is false when nothing changed', () => {
    expect(isOutdated('2024.2', '2024.2')).toBe(false);
  });
});

describe('mayAutoReload', () => {
  it('allows a reload when none happened yet or the last one is old enough', () => {
    expect(mayAutoReload(null, 50_000, 10_000)).toBe(true);
    expect(mayAutoReload(40_000, 50_000, 10_000)).toBe(true);
  });

  it('refuses a second reload within the gap', () => {
    expect(mayAutoReload(45_000, 50_000, 10_000)).toBe(false);
  });

  it('does not lock out reloads when the clock went backwards', () => {
    expect(mayAutoReload(90_000, 50_000, 10_000)).toBe(true);
  });
});
