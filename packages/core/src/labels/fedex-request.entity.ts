import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A harvest center's (or referral center's) request for a Fedex shipping label, and the label and
 * tracking the admin adds to it. The lists it is in (the domain's, its center's, the search lists)
 * are list entries written in the same transaction as the request (see labels.ts).
 */
export const fedexRequestEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'fedexRequest', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        requestId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        /** The requesting center: the member the request ran as (a center for staff acting as it). */
        centerId: { type: 'number', required: true },
        /** The center's company and e-mail when it asked; the notification goes to its e-mail of the day. */
        hcCompany: { type: 'string', default: '' },
        hcEmail: { type: 'string', default: '' },
        /** Who sent the request: the center itself, its staff or an admin acting as it. */
        requestedBy: { type: 'number', required: true },
        doctorName: { type: 'string', required: true },
        doctorEmail: { type: 'string', required: true },
        address1: { type: 'string', required: true },
        city: { type: 'string', required: true },
        stateDesc: { type: 'string', required: true },
        zipCode: { type: 'string', default: '' },
        countryDesc: { type: 'string', required: true },
        /** The center's patients to ship, with their names as they were when asked. */
        patients: {
          type: 'list',
          items: { type: 'map', properties: { id: { type: 'number', required: true }, firstName: { type: 'string' }, lastName: { type: 'string' } } },
          default: () => [],
        },
        otherPatientName: { type: 'string', default: '' },
        /** YYYY-MM-DD. */
        labelDate: { type: 'string', required: true },
        trackingNumber: { type: 'string', default: '' },
        trackingLink: { type: 'string', default: '' },
        /** The label's file name under media/fedex-label/, once added. */
        pdfFile: { type: 'string' },
        notificationSent: { type: 'boolean', default: false },
        notifiedAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'requestId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type FedexRequestEntity = ReturnType<typeof fedexRequestEntity>;
