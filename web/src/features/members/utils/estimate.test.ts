import { ESTIMATED_READY_DAYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { estimatedReadyDate } from './estimate';

describe('estimatedReadyDate', () => {
  it('is 70 days after the received date', () => {
    expect(ESTIMATED_READY_DAYS).toBe(70);
    expect(estimatedReadyDate('2026-03-01')).toBe('2026-05-10');
    expect(estimatedReadyDate('2026-05-01')).toBe('2026-07-10');
  });

  it('crosses month and year ends', () => {
    expect(estimatedReadyDate('2026-01-31')).toBe('2026-04-11');
    expect(estimatedReadyDate('2026-10-31')).toBe('2027-01-09');
    expect(estimatedReadyDate('2026-12-31')).toBe('2027-03-11');
  });

  it('counts 29 February in a leap year', () => {
    expect(estimatedReadyDate('2026-01-01')).toBe('2026-03-12');
    expect(estimatedReadyDate('2028-01-01')).toBe('2028-03-11');
    expect(estimatedReadyDate('2028-02-29')).toBe('2028-05-09');
    expect(estimatedReadyDate('2027-12-25')).toBe('2028-03-04');
  });

  it('is blank without a readable received date', () => {
    expect(estimatedReadyDate('')).toBe('');
    expect(estimatedReadyDate(null)).toBe('');
    expect(estimatedReadyDate(undefined)).toBe('');
    expect(estimatedReadyDate('01/03/2026')).toBe('');
    expect(estimatedReadyDate('2026-02-30')).toBe('');
  });
});
