import { Entity } from 'electrodb';

/**
 * One link from a member (the child) to a member it belongs to (the parent): a patient to its
 * harvest center, a rep to its manager, staff to a center... Lists of a parent's members by
 * membership are one Query on these items. Kept in step with the member in the same transaction.
 */
export const MemberLinkEntity = new Entity({
  model: { entity: 'memberLink', version: '1', service: 'portal' },
  attributes: {
    domainId: { type: 'number', required: true },
    parentId: { type: 'number', required: true },
    relation: { type: 'string', required: true },
    /** The child's plan (first membership), so a parent's patients and centers list apart. */
    plan: { type: 'number', required: true },
    childId: { type: 'number', required: true },
  },
  indexes: {
    byParent: {
      pk: { field: 'pk', composite: ['domainId', 'parentId', 'relation'] },
      sk: { field: 'sk', composite: ['plan', 'childId'] },
    },
  },
});
