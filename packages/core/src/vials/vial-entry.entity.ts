import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * One entry of a member's vials ledger: vials added, or shipped with a tracking id. The member's
 * totals (vialsAvailable, vialsShipped) change in the same transaction as each entry; the lab's
 * month counters are the projector's (vials/lab-vials.ts).
 */
export const vialEntryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'vialEntry', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        entryId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        memberId: { type: 'number', required: true },
        /** The patient's lab: its vials chart counts the entry. Written with the entry, and carried to it when the patient moves (vials/lab-vials.ts). */
        labId: { type: 'number' },
        type: { type: ['added', 'shipped'] as const, required: true },
        quantity: { type: 'number', required: true },
        /** The day the vials were added or shipped, YYYY-MM-DD. */
        date: { type: 'string', required: true },
        note: { type: 'string', default: '' },
        trackingId: { type: 'string', default: '' },
        createdBy: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'entryId'] }, sk: { field: 'sk', composite: [] } },
        byMember: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['domainId', 'memberId'] },
          sk: { field: 'gsi1sk', composite: ['entryId'] },
        },
      },
    },
    config,
  );

export type VialEntryEntity = ReturnType<typeof vialEntryEntity>;
