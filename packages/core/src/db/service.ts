import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createWriteTransaction, type Entity, type EntityConfiguration, type TransactWriteEntity } from 'electrodb';
import { assetFileEntity } from '../assets/asset-file.entity';
import { assetGroupEntity } from '../assets/asset-group.entity';
import { auditEntity } from '../audit/audit.entity';
import { knownDeviceEntity } from '../auth/known-device.entity';
import { liveSessionEntity } from '../auth/live-session.entity';
import { loginAttemptEntity } from '../auth/login-attempt.entity';
import { passwordResetEntity } from '../auth/password-reset.entity';
import { twoFactorSetupEntity } from '../auth/two-factor-setup.entity';
import { usedCodeEntity } from '../auth/used-code.entity';
import { pendingSigningEntity } from '../documents/pending-signing.entity';
import { signingDocumentEntity } from '../documents/signing-document.entity';
import { signingRefEntity } from '../documents/signing-ref.entity';
import { couponClaimEntity } from '../coupons/coupon-claim.entity';
import { couponEntity } from '../coupons/coupon.entity';
import { domainEntity } from '../domains/domain.entity';
import { followUpEntity } from '../projections/follow-up.entity';
import { fedexLabelFileEntity } from '../labels/fedex-label-file.entity';
import { fedexRequestEntity } from '../labels/fedex-request.entity';
import { locationBookEntity } from '../locations/location-book.entity';
import { locationEntity } from '../locations/location.entity';
import { emailClaimEntity } from '../members/email-claim.entity';
import { memberEntity } from '../members/member.entity';
import { productPriceEntity } from '../products/product-price.entity';
import { productEntity } from '../products/product.entity';
import { membershipEntity } from '../reference/membership.entity';
import { tagEntity } from '../reference/tag.entity';
import { signUpLinkEntity } from '../registration/sign-up-link.entity';
import { checkoutKeyEntity } from '../transactions/checkout-key.entity';
import { exportJobEntity } from '../transactions/export-job.entity';
import { pendingPaymentEntity } from '../transactions/pending-payment.entity';
import { transactionEntity } from '../transactions/transaction.entity';
import { signTemplateEntity } from '../templates/sign-template.entity';
import { vialEntryEntity } from '../vials/vial-entry.entity';
import { counterEntity } from './counter.entity';
import { entryEntity } from './entry.entity';

/** Every entity of the portal, each built from its model by the function its file exports. */
const builders = {
  assetFile: assetFileEntity,
  assetGroup: assetGroupEntity,
  audit: auditEntity,
  checkoutKey: checkoutKeyEntity,
  counter: counterEntity,
  coupon: couponEntity,
  couponClaim: couponClaimEntity,
  domain: domainEntity,
  emailClaim: emailClaimEntity,
  entry: entryEntity,
  exportJob: exportJobEntity,
  fedexLabelFile: fedexLabelFileEntity,
  fedexRequest: fedexRequestEntity,
  followUp: followUpEntity,
  knownDevice: knownDeviceEntity,
  location: locationEntity,
  locationBook: locationBookEntity,
  loginAttempt: loginAttemptEntity,
  liveSession: liveSessionEntity,
  member: memberEntity,
  membership: membershipEntity,
  passwordReset: passwordResetEntity,
  pendingPayment: pendingPaymentEntity,
  pendingSigning: pendingSigningEntity,
  product: productEntity,
  productPrice: productPriceEntity,
  signTemplate: signTemplateEntity,
  signUpLink: signUpLinkEntity,
  signingDocument: signingDocumentEntity,
  signingRef: signingRefEntity,
  tag: tagEntity,
  transaction: transactionEntity,
  twoFactorSetup: twoFactorSetupEntity,
  usedCode: usedCodeEntity,
  vialEntry: vialEntryEntity,
};

type Builders = typeof builders;
export type Entities = { readonly [K in keyof Builders]: ReturnType<Builders[K]> };
/** The same entities as a transaction's writes are built with (their operations end in `.commit()`). */
export type TxEntities = {
  readonly [K in keyof Entities]: Entities[K] extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
};

/**
 * The portal's entities over the single table. ElectroDB validates a model when it builds its
 * entity (about 6 ms each on a cold Lambda), so each one is built on first use: a request pays
 * for the few it touches, not for all of them at import.
 */
export function createDb(client: DynamoDBClient, table: string, auditTable: string) {
  const config: EntityConfiguration = { client, table };
  // The audit trail lives in a table of its own (table-schema.ts auditIndexes).
  const configOf = (name: keyof Builders): EntityConfiguration => (name === 'audit' ? { client, table: auditTable } : config);
  const built = new Map<keyof Builders, Entities[keyof Builders]>();
  const entities = {} as Entities;
  for (const name of Object.keys(builders) as (keyof Builders)[]) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => {
        let entity = built.get(name);
        if (!entity) built.set(name, (entity = builders[name](configOf(name))));
        return entity;
      },
    });
  }
  return {
    entities,
    /** The client every entity sends through (the local projector listens to its writes). */
    client,
    transaction: {
      /**
       * A TransactWriteItems of the commits `build` returns. ElectroDB needs an entity to send it
       * and reads cancellation reasons by the entities given; those built so far include every
       * one the commits were made with.
       */
      write: (build: (e: TxEntities) => unknown[]) => createWriteTransaction(Object.fromEntries(built) as Partial<Entities> as Entities, build as never),
    },
  };
}

export type Db = ReturnType<typeof createDb>;
