import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_ENTITY } from './follow-up.entity';
import { projections } from './registry';
import { isProjectedRecord, PROJECTED_ENTITIES, streamFilterPatterns } from './stream-filter';

type Image = Record<string, { S?: string; N?: string }>;
type Record_ = { eventName: string; dynamodb: { NewImage?: Image; OldImage?: Image } };

/**
 * Lambda's matching of a filter pattern against an event, for the patterns' shape: every key of the
 * pattern is in the event, and at a leaf the event's value is one of the pattern's values.
 */
function matches(pattern: unknown, event: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.includes(event);
  if (typeof pattern !== 'object' || pattern === null || typeof event !== 'object' || event === null) return false;
  return Object.entries(pattern).every(([key, inner]) => key in event && matches(inner, (event as Record<string, unknown>)[key]));
}
const passes = (record: Record_) => streamFilterPatterns().some((pattern) => matches(pattern, record));

const image = (entity: string): Image => ({ pk: { S: 'p' }, sk: { S: 's' }, __edb_e__: { S: entity }, __edb_v__: { S: '1' } });
const put = (entity: string): Record_ => ({ eventName: 'INSERT', dynamodb: { NewImage: image(entity) } });
const update = (entity: string): Record_ => ({ eventName: 'MODIFY', dynamodb: { OldImage: image(entity), NewImage: image(entity) } });
const remove = (entity: string): Record_ => ({ eventName: 'REMOVE', dynamodb: { OldImage: image(entity) } });

describe('the stream filter', () => {
  it('names the entity of every declared projection and of a change marker, and nothing else', () => {
    expect([...PROJECTED_ENTITIES].sort()).toEqual([...projections.map((p) => p.entity), FOLLOW_UP_ENTITY].sort());
  });

  it("passes a projected record's put, update and delete, and drops the projector's own writes and other items", () => {
    for (const entity of PROJECTED_ENTITIES)
      for (const record of [put(entity), update(entity), remove(entity)]) {
        expect(passes(record), `${record.eventName} ${entity}`).toBe(true);
        expect(isProjectedRecord(record), `${record.eventName} ${entity}`).toBe(true);
      }
    for (const entity of ['entry', 'counter', 'liveSession', 'loginAttempt', 'audit'])
      for (const record of [put(entity), update(entity), remove(entity)]) {
        expect(passes(record), `${record.eventName} ${entity}`).toBe(false);
        expect(isProjectedRecord(record), `${record.eventName} ${entity}`).toBe(false);
      }
  });

  it('drops an item of no entity (a raw put), as the poller does', () => {
    const raw: Record_ = { eventName: 'INSERT', dynamodb: { NewImage: { pk: { S: 'floor#1' }, sk: { S: 'x' } } } };
    expect(passes(raw)).toBe(false);
    expect(isProjectedRecord(raw)).toBe(false);
  });
});
