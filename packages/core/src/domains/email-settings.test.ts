import { describe, expect, it } from 'vitest';
import { emailRecords, NOT_CHECKED, senderDomain } from './email-settings';

const rows = (records: ReturnType<typeof emailRecords>['records']) => records.map((r) => `${r.recordType} ${r.name} ${r.status} ${r.value}`);

describe('the Email Configuration records', () => {
  it('takes the identity from the sender address, with or without a display name', () => {
    expect(senderDomain({ emailSender: 'Acme <no-reply@Mail.Acme.test>' })).toBe('mail.acme.test');
    expect(senderDomain({ emailSender: 'hello@beta.test' })).toBe('beta.test');
  });

  it('shows SES statuses for the identity, each DKIM token and the MAIL FROM records; DMARC stays Unknown', () => {
    const { records, message } = emailRecords(
      {
        kind: 'known',
        domain: 'acme.test',
        identity: 'SUCCESS',
        dkim: { status: 'PENDING', tokens: ['t1', 't2', 't3'] },
        mailFrom: { domain: 'bounce.acme.test', status: 'FAILED' },
      },
      'acme.test',
      'us-east-1',
    );
    expect(rows(records)).toEqual([
      'Identity acme.test Verified Sender domain verified by SES',
      'CNAME t1._domainkey.acme.test Pending t1.dkim.amazonses.com',
      'CNAME t2._domainkey.acme.test Pending t2.dkim.amazonses.com',
      'CNAME t3._domainkey.acme.test Pending t3.dkim.amazonses.com',
      'MX bounce.acme.test Failed 10 feedback-smtp.us-east-1.amazonses.com',
      'TXT bounce.acme.test Failed "v=spf1 include:amazonses.com ~all"',
      'TXT _dmarc.acme.test Unknown "v=DMARC1; p=none;"',
    ]);
    expect(message).toBe('Statuses as SES reported them. DMARC is not checked by SES.');
  });

  it('invents no status: without an answer every record is Unknown and no DKIM record is guessed', () => {
    const unavailable = emailRecords({ kind: 'unavailable', domain: 'acme.test', reason: 'SES did not answer.' }, 'acme.test', 'eu-west-1');
    expect(unavailable.records.map((r) => r.status)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
    expect(unavailable.records.some((r) => r.recordType === 'CNAME')).toBe(false);
    expect(unavailable.message).toMatch(/^SES did not answer\. Every status is Unknown/);
    expect(emailRecords(undefined, 'acme.test', 'eu-west-1').message).toBe(NOT_CHECKED);
    const missing = emailRecords({ kind: 'missing', domain: 'acme.test' }, 'acme.test', 'eu-west-1');
    expect(missing.records.map((r) => r.status)).toEqual(['Not started', 'Not started', 'Not started', 'Unknown']);
  });
});
