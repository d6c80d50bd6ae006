import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Service } from 'electrodb';
import { AuditEntity } from '../audit/audit.entity';
import { LoginAttemptEntity } from '../auth/login-attempt.entity';
import { PasswordResetEntity } from '../auth/password-reset.entity';
import { PendingSigningEntity } from '../documents/pending-signing.entity';
import { SigningDocumentEntity } from '../documents/signing-document.entity';
import { SigningRefEntity } from '../documents/signing-ref.entity';
import { DomainEntity } from '../domains/domain.entity';
import { LocationBookEntity } from '../locations/location-book.entity';
import { LocationEntity } from '../locations/location.entity';
import { EmailClaimEntity } from '../members/email-claim.entity';
import { MemberEntity } from '../members/member.entity';
import { MembershipEntity } from '../reference/membership.entity';
import { TagEntity } from '../reference/tag.entity';
import { SignTemplateEntity } from '../templates/sign-template.entity';
import { VialEntryEntity } from '../vials/vial-entry.entity';
import { CounterEntity } from './counter.entity';
import { ListEntryEntity } from './list-entry.entity';

/** Every entity of the portal in one ElectroDB service over the single table. */
export function createDb(client: DynamoDBClient, table: string) {
  return new Service(
    {
      audit: AuditEntity,
      counter: CounterEntity,
      domain: DomainEntity,
      emailClaim: EmailClaimEntity,
      location: LocationEntity,
      locationBook: LocationBookEntity,
      loginAttempt: LoginAttemptEntity,
      listEntry: ListEntryEntity,
      member: MemberEntity,
      membership: MembershipEntity,
      passwordReset: PasswordResetEntity,
      pendingSigning: PendingSigningEntity,
      signTemplate: SignTemplateEntity,
      signingDocument: SigningDocumentEntity,
      signingRef: SigningRefEntity,
      tag: TagEntity,
      vialEntry: VialEntryEntity,
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createDb>;
