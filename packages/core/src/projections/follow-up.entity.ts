import { Entity, type EntityConfiguration } from 'electrodb';
import type { ProjectedEntity } from './stream-filter';

/** The entity a change's marker is stored as: the projector reads its changes as the change's steps. */
export const FOLLOW_UP_ENTITY = 'followUp' satisfies ProjectedEntity;

/**
 * A change the projector still has to carry to other records: a rep or manager that moved (its
 * team's members follow), a member renamed (the sales naming it are searched by the new name). The
 * request that makes the change writes it with the record, at the record's revision. It is also the
 * change's continuation (projections/fan-out.ts): the projector carries it one bounded step at a
 * time, each step writing how far it got (`cursor`), which is the next step's stream record; the
 * last step deletes it, on condition of that revision. While it is there, the lists of the members
 * it names in `affects` say they are still being updated.
 */
export const followUpEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: FOLLOW_UP_ENTITY, version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        revision: { type: 'number', required: true },
        at: { type: 'string', required: true },
        /** What is carried: `team` (a rep's patients, a manager's reps take its team), `names` (the sales naming it take its text). */
        kinds: { type: 'list', items: { type: 'string' } },
        /** The members whose lists the change moves rows of (the leaders before and after, the member itself). */
        affects: { type: 'list', items: { type: 'number' } },
        /** How far the carrying got: the phase and the list's cursor (fan-out.ts); absent before the first step. */
        cursor: { type: 'string' },
        /** Steps taken so far. */
        steps: { type: 'number' },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['memberId'] } },
      },
    },
    config,
  );

export type FollowUpEntity = ReturnType<typeof followUpEntity>;
