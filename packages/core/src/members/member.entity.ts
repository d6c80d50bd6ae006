import { Entity, type EntityConfiguration } from 'electrodb';

const text = { type: 'string', default: '' } as const;
const optionalId = { type: 'number' } as const;
const count = { type: 'number', default: 0 } as const;

export const memberEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'member', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        /** Zero-padded in keys, so the lists' sort key orders ids as numbers (9 before 10). */
        memberId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        email: { type: 'string', required: true },
        /** The member's user name in the identity provider; opaque, stable when the e-mail changes. */
        identityUsername: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        phoneNumber: text,
        memberships: { type: 'list', items: { type: 'number' }, required: true },
        tags: { type: 'list', items: { type: 'number' }, default: () => [] },
        active: { type: 'boolean', default: true },
        /** Counts the member's writes (members.ts): each is conditional on the revision it read, so two changes never mix. */
        revision: { type: 'number', default: 0 },
        company: text,
        templateId: text,
        labId: optionalId,
        salesRepId: optionalId,
        salesManagerId: optionalId,
        salesDistributorId: optionalId,
        staffHcIds: { type: 'list', items: { type: 'number' }, default: () => [] },
        /** Those of `staffHcIds` whose center has not confirmed the staff member yet (it joined through a link): not entered until then. */
        staffUnconfirmedHcIds: { type: 'list', items: { type: 'number' }, default: () => [] },
        /**
         * Counts the ends of the relations through which others could read the member's sign-up links
         * (registration/link-readers.ts): a link sealed at an older count no longer works.
         */
        linkEpoch: { type: 'number' },
        /**
         * The products a patient has bought (a paid sale of each), kept by the projector from its sales
         * (transactions/report-projection.ts): a set, so a sale projected twice adds nothing.
         */
        boughtProductIds: { type: 'set', items: 'number' },
        /** A referral center's harvest centers (its association): where its new referrals may go. */
        rhcHcIds: { type: 'list', items: { type: 'number' }, default: () => [] },
        harvestCenterId: optionalId,
        referralHarvestCenterId: optionalId,
        dateJoined: { type: 'string', required: true },
        signupDate: { type: 'string' },
        lastLogin: { type: 'string' },
        /** Two-factor sign-in is on (auth/two-factor.ts): the identity provider asks for an authenticator code. */
        twoFactor: { type: 'boolean' },
        /** When the mail with the member's temporary password went out (first admins: a rerun of provisioning sends one never sent). */
        invitedAt: { type: 'string' },
        /**
         * When the member's sessions last ended (epoch ms of the API's clock): a password change or
         * reset, a reset code sent by an admin, a deactivation. Older tokens are refused (auth/session-epoch.ts).
         */
        sessionsEndedAt: { type: 'number' },
        /** Ids of the tokens signed in since `sessionsEndedAt` whose issue second cannot show it; emptied when it moves. */
        sessionsAdmitted: { type: 'list', items: { type: 'string' } },
        /** The epoch in whole seconds as it was kept before `sessionsEndedAt`: no longer written, still honoured. */
        sessionsValidFrom: { type: 'number' },
        address1: text,
        address2: text,
        city: text,
        stateDesc: text,
        countryDesc: text,
        zipCode: text,
        documentId: text,
        /** The documents signed on the registration page (HC and RHC), kept with the member it created. */
        registrationDocuments: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              documentId: { type: 'string', required: true },
              templateId: { type: 'string', required: true },
              title: { type: 'string', required: true },
            },
          },
        },
        paymentCustomerProfileId: text,
        paymentProfileId: text,
        hcLogo: text,
        vialsAvailable: count,
        vialsShipped: count,
        vialsPreparation: count,
        /** How many vials ledger entries the member has: written with each entry, so the history's total is this read. */
        vialsEntries: count,
        checkAgreement: { type: 'string' },
        dateAdiposeShippedToLab: { type: 'string' },
        dateAdiposeReceivedByLab: { type: 'string' },
        estimatedDateVialsReadyToShip: { type: 'string' },
        setDateManually: { type: 'boolean', default: false },
        dateVialsReadyToShip: { type: 'string' },
        numberTimesQcDone: count,
        stemcellPlatingInitiatedDate: { type: 'string' },
        stemcellPlatingSuccessful: { type: 'number' },
        hlaTypingTest: { type: 'number' },
        vialsReadyShip: count,
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: [] } },
        byEmail: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['domainId', 'email'] },
          sk: { field: 'gsi1sk', composite: [] },
        },
      },
    },
    config,
  );

export type MemberEntity = ReturnType<typeof memberEntity>;
