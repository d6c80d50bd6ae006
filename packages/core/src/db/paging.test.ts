import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { decodeCursor, encodeCursor } from './paging';

const refused = (list: string, cursor: string) => {
  try {
    decodeCursor(list, cursor);
  } catch (e) {
    return e instanceof DomainError && e.code === 'invalid';
  }
  return false;
};

describe('cursors', () => {
  it('name the position in their own list and nothing of the table', () => {
    const cursor = encodeCursor('u:active', 1234);
    expect(decodeCursor('u:active', cursor)).toBe(1234);
    expect(Buffer.from(cursor, 'base64url').toString()).not.toMatch(/pk|sk|gsi|domain/i);
    expect(decodeCursor('u:active', null)).toBeUndefined();
    expect(decodeCursor('u:active', '')).toBeUndefined();
  });

  it('are refused as bad input when malformed, forged or made for another list', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const tag = JSON.parse(Buffer.from(encodeCursor('u:active', 1), 'base64url').toString())[0];
    for (const cursor of [
      'abc',
      '%%%',
      'x'.repeat(500),
      b64({ pk: 'x', sk: 'y' }),
      b64([tag]),
      b64([tag, -1]),
      b64([tag, 1.5]),
      b64([tag, '12']),
      b64([tag, 2 ** 60]),
    ])
      expect(refused('u:active', cursor), cursor).toBe(true);
    expect(refused('u:inactive', encodeCursor('u:active', 5))).toBe(true);
  });
});
