import { describe, expect, it } from 'vitest';
import { repGate } from './sales-rep';

describe('the sales rep check of a checkout', () => {
  it('waits for the member, then for the rep check', () => {
    expect(repGate(undefined, undefined)).toBe('checking');
    expect(repGate({ saless_rep_id: 3 }, undefined)).toBe('checking');
  });

  it('lets a buyer with an existing rep pay', () => {
    expect(repGate({ saless_rep_id: 3 }, true)).toBe('valid');
  });

  it('sends a buyer without a rep, or with a rep that no longer exists, back', () => {
    expect(repGate({ saless_rep_id: null }, undefined)).toBe('missing');
    expect(repGate({ saless_rep_id: 3 }, false)).toBe('missing');
  });
});
