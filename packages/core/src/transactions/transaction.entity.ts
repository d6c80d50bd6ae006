import { Entity, type EntityConfiguration } from 'electrodb';

const id = { type: 'number' } as const;
const text = { type: 'string', default: '' } as const;
const cents = { type: 'number', required: true } as const;

/** A billing or shipping address of a checkout, as the buyer entered it. */
const address = {
  type: 'map',
  properties: {
    company: text,
    address1: { type: 'string', required: true },
    address2: text,
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    countryDesc: { type: 'string', required: true },
    countryCode: text,
    zipCode: text,
  },
} as const;

/** A note of the transaction's history (spec §3 transaction_history). */
const note = { type: 'map', properties: { note: { type: 'string', required: true }, date: { type: 'string', required: true } } } as const;

/**
 * One checkout of a domain, from its claim to its outcome: `pending` while the gateway decides (or
 * until the status job reconciles an unknown outcome), then `paid`, `declined` (the gateway refused;
 * the coupon use was given back) or `released` (no charge was made; the coupon use was given back).
 * Amounts are integer cents computed by the server. The sales rep, manager and distributor are
 * those at the time of sale. The date and the report axes (rep, manager, distributor, centers,
 * patient, product) are plain attributes, so the report lists can index them later; the key is
 * the domain and the id.
 */
export const transactionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'transaction', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        transactionId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        /** The gateway's invoice number: unique per checkout attempt, at most 20 characters. */
        invoiceId: { type: 'string', required: true },
        status: { type: ['pending', 'paid', 'declined', 'released'] as const, required: true },
        /** The checkout's idempotency key: a replay finds the first outcome by it. */
        idempotencyKey: { type: 'string', required: true },
        date: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
        paidAt: { type: 'string' },
        productId: { type: 'number', required: true },
        productName: { type: 'string', required: true },
        quantity: { type: 'number', required: true },
        priceCents: cents,
        shippingCents: cents,
        harvestFeeCents: cents,
        discountCents: cents,
        totalCents: cents,
        couponId: id,
        couponCode: { type: 'string' },
        /** Who paid: the center (also when its staff paid for it) or the patient. */
        buyerId: { type: 'number', required: true },
        patientId: id,
        harvestCenterId: id,
        referralHarvestCenterId: id,
        hcStaffId: id,
        salesRepId: id,
        salesManagerId: id,
        salesDistributorId: id,
        email: { type: 'string', required: true },
        phoneNumber: text,
        billing: address,
        shipping: address,
        shippingDate: { type: 'string' },
        orderDescription: text,
        /** The patient account to create once the payment is made (create_patient). */
        newPatient: {
          type: 'map',
          properties: {
            firstName: { type: 'string', required: true },
            lastName: { type: 'string', required: true },
            email: { type: 'string', required: true },
            phoneNumber: text,
            requiredSignature: { type: 'boolean', default: false },
          },
        },
        /** The gateway's payment: the customer and payment profile charged, and its answer. */
        customerProfileId: text,
        paymentProfileId: text,
        gatewayTransactionId: text,
        accountNumber: text,
        accountType: text,
        /** Why the gateway refused, in its words: the error dialog shows it. */
        failureReason: text,
        /** declined: the card was declined; error: refused before or while processing. */
        failureKind: { type: ['declined', 'error'] as const },
        /** Set when the gateway's answer did not come: the status job decides by the invoice id. */
        outcomeUnknown: { type: 'boolean', default: false },
        /** A charge that went through after the checkout was released, and how it was undone (reconcile.ts). */
        lateChargeId: { type: 'string' },
        lateChargeAction: { type: ['voided', 'refunded', 'none'] as const },
        lateChargeAt: { type: 'string' },
        receiptSentAt: { type: 'string' },
        commissionPaid: { type: 'boolean', default: false },
        transactionNote: text,
        history: { type: 'list', items: note, default: () => [] },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'transactionId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type TransactionEntity = ReturnType<typeof transactionEntity>;
