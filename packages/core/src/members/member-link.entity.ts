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
    /** Zero-padded in the sort key, so a parent's members order by id as numbers. */
    childId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    /** The child's search text (id, names, e-mail, company), for the parent's filtered lists. */
    searchText: { type: 'string', default: '' },
    /** The child's harvest center and referral harvest center, when it has them. */
    centerId: { type: 'number' },
    referralId: { type: 'number' },
    /** Set while the child is inactive, so the parent's lists can leave it out. */
    inactive: { type: 'boolean' },
  },
  indexes: {
    byParent: {
      pk: { field: 'pk', composite: ['domainId', 'parentId', 'relation'] },
      sk: { field: 'sk', composite: ['plan', 'childId'] },
    },
  },
});
