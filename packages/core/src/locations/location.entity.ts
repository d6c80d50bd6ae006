import { Entity, type EntityConfiguration } from 'electrodb';

const text = { type: 'string', default: '' } as const;

/** A saved address of a member. Which one is the default lives on the member's location book. */
export const locationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'location', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        locationId: { type: 'number', required: true },
        locationName: { type: 'string', required: true },
        address1: { type: 'string', required: true },
        address2: text,
        city: text,
        stateDesc: text,
        countryDesc: text,
        zipCode: text,
        templateId: text,
      },
      indexes: {
        byMember: {
          pk: { field: 'pk', composite: ['domainId', 'memberId'] },
          sk: { field: 'sk', composite: ['locationId'] },
        },
        byId: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['domainId', 'locationId'] },
          sk: { field: 'gsi1sk', composite: [] },
        },
      },
    },
    config,
  );

export type LocationEntity = ReturnType<typeof locationEntity>;
