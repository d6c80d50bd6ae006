import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSesIdentitySimulator, type RunningSesIdentitySimulator } from '../../../../simulators/src';
import { sesIdentities } from './ses-identities';

/** The production adapter against the SES identity simulator, over HTTP with the real SES v2 client. */
describe('SES identities through the SES v2 client', () => {
  let manual: RunningSesIdentitySimulator;
  let automatic: RunningSesIdentitySimulator;
  const client = (url: string) =>
    sesIdentities(new SESv2Client({ region: 'us-east-1', endpoint: url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  beforeAll(async () => {
    manual = await startSesIdentitySimulator({ port: 0 });
    automatic = await startSesIdentitySimulator({ port: 0, verifyAfterMs: 0 });
  });
  afterAll(() => Promise.all([manual.close(), automatic.close()]));

  it('knows no identity, then a pending one with three DKIM tokens and its MAIL FROM, then a verified one', async () => {
    const senders = client(manual.url);
    expect(await senders.describe('gamma.test')).toEqual({ kind: 'missing', domain: 'gamma.test' });
    const started = await senders.start('gamma.test', 'mail.gamma.test');
    expect(started).toMatchObject({
      kind: 'known',
      identity: 'PENDING',
      dkim: { status: 'PENDING' },
      mailFrom: { domain: 'mail.gamma.test', status: 'PENDING' },
    });
    expect(started.kind === 'known' && started.dkim.tokens).toHaveLength(3);
    // A second start changes nothing.
    expect(await senders.start('gamma.test', 'mail.gamma.test')).toEqual(started);
    await fetch(`${manual.url}/_sim/identities/gamma.test/status`, { method: 'POST', body: JSON.stringify({ status: 'SUCCESS' }) });
    expect(await senders.describe('gamma.test')).toMatchObject({ identity: 'SUCCESS', dkim: { status: 'SUCCESS' }, mailFrom: { status: 'SUCCESS' } });
  });

  it('verifies on its own after the delay it was started with', async () => {
    expect(await client(automatic.url).start('delta.test', 'mail.delta.test')).toMatchObject({ kind: 'known', identity: 'SUCCESS' });
  });
});
