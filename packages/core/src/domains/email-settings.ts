import { senderAddress, type EmailRecordStatus, type EmailSetting, type EmailSettings } from '@portal/contracts';
import type { DomainCtx, DomainRecord } from '../context';
import type { SenderIdentity, SesVerification } from '../providers/mail/identity-port';
import { forgetCached } from './domains';

/** A row of the Email Configuration table before it is numbered. */
export interface EmailRecord {
  name: string;
  recordType: string;
  status: EmailRecordStatus;
  value: string;
}

const STATUS: Record<SesVerification, EmailRecordStatus> = {
  SUCCESS: 'Verified',
  PENDING: 'Pending',
  FAILED: 'Failed',
  TEMPORARY_FAILURE: 'Failed',
  NOT_STARTED: 'Not started',
};

export const NOT_CHECKED = 'SES has not been asked yet: press Verify Status.';

/** The domain part of the sender's address (the identity SES verifies). */
export const senderDomain = (domain: Pick<DomainRecord, 'emailSender'>) => senderAddress(domain.emailSender).split('@')[1]?.toLowerCase() ?? '';

/**
 * The records the sender domain needs, with the status SES reported for each: the identity, its
 * three Easy DKIM CNAMEs, the MAIL FROM MX and SPF records, and a DMARC policy (which SES does not
 * check, so it is always Unknown). Without an answer from SES the DKIM records cannot be known and
 * every status is Unknown: none is guessed.
 */
export function emailRecords(identity: SenderIdentity | undefined, domain: string, region: string): { records: EmailRecord[]; message: string } {
  const known = identity?.kind === 'known' ? identity : undefined;
  const unknown: EmailRecordStatus = identity?.kind === 'missing' ? 'Not started' : 'Unknown';
  const mailFrom = known?.mailFrom?.domain ?? `mail.${domain}`;
  const mailFromStatus = known ? (known.mailFrom ? STATUS[known.mailFrom.status] : 'Not started') : unknown;
  const records: EmailRecord[] = [
    { name: domain, recordType: 'Identity', status: known ? STATUS[known.identity] : unknown, value: 'Sender domain verified by SES' },
    ...(known?.dkim.tokens ?? []).map((token) => ({
      name: `${token}._domainkey.${domain}`,
      recordType: 'CNAME',
      status: STATUS[known!.dkim.status],
      value: `${token}.dkim.amazonses.com`,
    })),
    { name: mailFrom, recordType: 'MX', status: mailFromStatus, value: `10 feedback-smtp.${region}.amazonses.com` },
    { name: mailFrom, recordType: 'TXT', status: mailFromStatus, value: '"v=spf1 include:amazonses.com ~all"' },
    { name: `_dmarc.${domain}`, recordType: 'TXT', status: 'Unknown', value: '"v=DMARC1; p=none;"' },
  ];
  const message = !identity
    ? NOT_CHECKED
    : identity.kind === 'unavailable'
      ? `${identity.reason} Every status is Unknown, and the DKIM records show once SES has created the identity.`
      : identity.kind === 'missing'
        ? `SES has no identity for ${domain} yet: create it (npm run provision-domain), then publish the records it gives.`
        : 'Statuses as SES reported them. DMARC is not checked by SES.';
  return { records, message };
}

function view(records: readonly EmailRecord[], checkedAt: string | undefined, message: string): EmailSettings {
  const data: EmailSetting[] = records.map((r, i) => ({
    id: i + 1,
    name: r.name,
    record_type: r.recordType,
    status: r.status,
    valid: r.status === 'Verified' ? true : r.status === 'Unknown' ? null : false,
    value: r.value,
  }));
  return { success: true, data, checked_at: checkedAt ?? null, message };
}

/** The table as SES last reported it, or the records to publish (all Unknown) before the first check. */
export function emailSettings(ctx: DomainCtx): EmailSettings {
  const { domain } = ctx;
  if (domain.emailSettings?.length && domain.emailSettingsCheckedAt) {
    const stored = domain.emailSettings.map((r) => ({ ...r, status: r.status as EmailRecordStatus }));
    return view(stored, domain.emailSettingsCheckedAt, domain.emailSettingsMessage ?? '');
  }
  const { records, message } = emailRecords(undefined, senderDomain(domain), ctx.config.region);
  return view(records, undefined, message);
}

/** Verify Status: asks SES now, keeps the answer with the domain and returns the table. */
export async function verifyEmailSettings(ctx: DomainCtx): Promise<EmailSettings> {
  const domain = senderDomain(ctx.domain);
  const identity = await ctx.providers.senders.describe(domain);
  const { records, message } = emailRecords(identity, domain, ctx.config.region);
  const checkedAt = new Date().toISOString();
  await ctx.db.entities.domain
    .patch({ domainId: ctx.domain.domainId })
    .set({ emailSettings: records, emailSettingsCheckedAt: checkedAt, emailSettingsMessage: message })
    .go();
  forgetCached(ctx.domain.identifier);
  return view(records, checkedAt, message);
}
