import { CreateEmailIdentityCommand, GetEmailIdentityCommand, PutEmailIdentityMailFromAttributesCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { SenderIdentities, SesVerification } from './identity-port';

const verification = (value: string | undefined): SesVerification =>
  value === 'SUCCESS' || value === 'PENDING' || value === 'FAILED' || value === 'TEMPORARY_FAILURE' ? value : 'NOT_STARTED';

/**
 * SES v2 GetEmailIdentity. SES answers NotFoundException for a domain it has no identity of; any
 * other failure (the local emulator answers every identity call with UnknownOperationException,
 * a missing permission on AWS) is reported as unavailable with its reason, never as a status.
 */
export function sesIdentities(client: SESv2Client): SenderIdentities {
  const unavailable = (domain: string, call: string, error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? `SES did not answer ${call}: this SES endpoint does not implement it (the local SES emulator only sends mail).`
        : `SES did not answer ${call}: ${error instanceof Error ? error.message : String(error)}`;
    return { kind: 'unavailable' as const, domain, reason };
  };
  const identities: SenderIdentities = {
    async start(domain, mailFromDomain) {
      const known = await identities.describe(domain);
      if (known.kind === 'unavailable') return known;
      try {
        if (known.kind === 'missing') await client.send(new CreateEmailIdentityCommand({ EmailIdentity: domain }));
        if (known.kind === 'missing' || known.mailFrom?.domain !== mailFromDomain)
          await client.send(
            new PutEmailIdentityMailFromAttributesCommand({ EmailIdentity: domain, MailFromDomain: mailFromDomain, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' }),
          );
      } catch (error) {
        return unavailable(domain, 'CreateEmailIdentity', error);
      }
      return identities.describe(domain);
    },
    async describe(domain) {
      try {
        const out = await client.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
        const mailFrom = out.MailFromAttributes?.MailFromDomain;
        return {
          kind: 'known',
          domain,
          identity: verification(out.VerificationStatus),
          dkim: { status: verification(out.DkimAttributes?.Status), tokens: out.DkimAttributes?.Tokens ?? [] },
          ...(mailFrom ? { mailFrom: { domain: mailFrom, status: verification(out.MailFromAttributes?.MailFromDomainStatus) } } : {}),
        };
      } catch (error) {
        if (error instanceof Error && error.name === 'NotFoundException') return { kind: 'missing', domain };
        return unavailable(domain, 'GetEmailIdentity', error);
      }
    },
  };
  return identities;
}
