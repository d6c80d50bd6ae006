import { randomUUID } from 'node:crypto';
import { Membership } from '@portal/contracts';
import { describe, expect, inject, it } from 'vitest';
import { AdminPassword, Domains, Members } from '../../../core/src';
import { keyOf } from '../../../core/src/media/media';
import { harness } from '../../../../scripts/test/harness';
import { storedChanges, storedState } from '../../../../scripts/test/stored-state';

const h = harness();
const state = storedState();

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(64)]);

/** A domain of its own with an admin: a test may change its settings without touching the demo domains. */
async function freshDomain() {
  const identifier = `wl-${randomUUID().slice(0, 8)}`;
  const domain = await Domains.create(h.core, {
    identifier,
    name: 'White Label Test',
    url: `http://${identifier}.localhost`,
    emailSender: `White Label Test <no-reply@${identifier}.test>`,
    emailNotifications: '',
  });
  const admin = await h.newMember([Membership.Admin], identifier);
  const token = await h.login(admin.email);
  return { identifier, domainId: domain.domainId, token };
}

const fields = (identifier: string, extra: Record<string, string | Blob> = {}) => ({
  name: 'Renamed Portal',
  email_sender: `hello@${identifier}.test`,
  email_notifications: `ops@${identifier}.test, Desk@${identifier}.test`,
  description: 'Cord tissue banking',
  ...extra,
});

const save = (d: { identifier: string; domainId: number; token: string }, form: Record<string, string | Blob>, id = d.domainId) =>
  h.call('PATCH', `domain/config/${id}/`, { domain: d.identifier, token: d.token, form });

const config = async (identifier: string) => (await h.call('GET', `domain/config/${identifier}/`, {})).body;
const stored = async (identifier: string) => (await Domains.fromId(h.core, (await config(identifier)).domain.id))!;

describe('White Label Settings: General Settings', () => {
  it('saves title, sender, notifications, description, logo and favicon; the public config shows them at once', async () => {
    const d = await freshDomain();
    const res = await save(d, fields(d.identifier, { logo: new File([png], 'logo.png', { type: 'image/png' }), favicon: new File([ico], 'favicon.ico') }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: d.domainId, message: 'Domain information has been updated.' });
    const after = await config(d.identifier);
    expect(after).toMatchObject({
      domain: { id: d.domainId, identifier: d.identifier, name: 'Renamed Portal' },
      email_sender: `Renamed Portal <hello@${d.identifier}.test>`,
      email_notifications: `ops@${d.identifier}.test, desk@${d.identifier}.test`,
      description: 'Cord tissue banking',
    });
    expect(after.logo).toMatch(/^\/media\/domain\/logo-[0-9a-f-]{36}\.png$/);
    expect(after.favicon).toMatch(/^\/media\/domain\/favicon-[0-9a-f-]{36}\.ico$/);
    // Served from the domain's own prefix, and by no other domain.
    const served = await h.app.request(after.logo, { headers: { Domain: d.identifier } });
    expect(served.status).toBe(302);
    expect(Buffer.from(await (await fetch(served.headers.get('location')!)).arrayBuffer()).equals(png)).toBe(true);
    expect((await h.app.request(after.logo, { headers: { Domain: 'acme' } })).status).toBe(404);

    // A new logo replaces the file: the old one is removed from storage, the favicon stays.
    const again = await save(d, fields(d.identifier, { logo: new File([png], 'new.png', { type: 'image/png' }) }));
    expect(again.status).toBe(200);
    const next = await config(d.identifier);
    expect(next.logo).not.toBe(after.logo);
    expect(next.favicon).toBe(after.favicon);
    const oldKey = keyOf(d.domainId, `domain/${after.logo.split('/').pop()}`);
    expect(await h.core.providers.media.exists(oldKey)).toBe(false);
    expect(await h.core.providers.media.exists(keyOf(d.domainId, `domain/${next.logo.split('/').pop()}`))).toBe(true);
  });

  it('refuses images by their bytes and size, and bad fields, changing nothing', async () => {
    const d = await freshDomain();
    const before = await stored(d.identifier);
    const objects = await state.take();
    const svg = new File([Buffer.from('<svg onload="alert(1)"/>')], 'logo.png', { type: 'image/png' });
    const cases: [Record<string, string | Blob>, number, string][] = [
      [fields(d.identifier, { logo: svg }), 400, 'Choose a PNG, JPEG, GIF or WebP image.'],
      [fields(d.identifier, { favicon: svg }), 400, 'Choose a PNG, ICO, JPEG, GIF or WebP image.'],
      // An image must decode: a signature alone is no image.
      [fields(d.identifier, { logo: new File([Buffer.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png') }), 400, 'Choose a PNG, JPEG, GIF or WebP image.'],
      [fields(d.identifier, { favicon: new File([Buffer.from([0x89, 0x50, 0x4e, 0x47])], 'favicon.png') }), 400, 'Choose a PNG, ICO, JPEG, GIF or WebP image.'],
      [fields(d.identifier, { favicon: new File([Buffer.from([0, 0, 1, 0])], 'favicon.ico') }), 400, 'Choose a PNG, ICO, JPEG, GIF or WebP image.'],
      [fields(d.identifier, { logo: new File([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], 'logo.jpg') }), 400, 'Choose a PNG, JPEG, GIF or WebP image.'],
      [fields(d.identifier, { logo: new File([Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])], 'big.png') }), 400, 'The logo must be 2 MB or smaller.'],
      [fields(d.identifier, { favicon: new File([Buffer.concat([png, Buffer.alloc(600 * 1024)])], 'big.png') }), 400, 'The favicon must be 512 KB or smaller.'],
      [fields(d.identifier, { name: '  ' }), 400, 'name: Required'],
      [fields(d.identifier, { email_sender: 'not-an-address' }), 400, 'email_sender: Enter a valid e-mail address'],
      [fields(d.identifier, { email_notifications: 'ops@x.test, nope' }), 400, 'email_notifications: Enter e-mail addresses separated by commas'],
      [fields(d.identifier, { admin_form_password: 'short' }), 400, 'admin_form_password: Required. Min Length 8'],
      [fields(d.identifier, { is_admin: '1' }), 400, 'Unrecognized key'],
    ];
    for (const [form, status, message] of cases) {
      const res = await save(d, form);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const after = await stored(d.identifier);
    expect(after).toEqual(before);
    // No image of a refused save was kept.
    expect(storedChanges(objects, await state.take()).filter((line) => line.includes(`bucket d${d.domainId}/`))).toEqual([]);
  });

  it('keeps the admin form password as a hash that the password matches, and never returns it', async () => {
    const d = await freshDomain();
    expect((await save(d, fields(d.identifier, { admin_form_password: 'Gate-Keeper-42' }))).status).toBe(200);
    const record = await stored(d.identifier);
    expect(record.adminFormPasswordHash).toMatch(/^scrypt\$/);
    expect(record.adminFormPasswordHash).not.toContain('Gate-Keeper-42');
    expect(await AdminPassword.matches('Gate-Keeper-42', record.adminFormPasswordHash)).toBe(true);
    expect(await AdminPassword.matches('Gate-Keeper-43', record.adminFormPasswordHash)).toBe(false);
    expect(JSON.stringify(await config(d.identifier))).not.toMatch(/scrypt|Gate-Keeper/);
    // Saving without the password (toggle off) keeps it.
    expect((await save(d, fields(d.identifier))).status).toBe(200);
    expect((await stored(d.identifier)).adminFormPasswordHash).toBe(record.adminFormPasswordHash);
  });

  it('is for the admins of the domain named in the path', async () => {
    const d = await freshDomain();
    const patient = await h.newMember([Membership.Patient], d.identifier);
    const patientToken = await h.login(patient.email);
    expect((await h.call('PATCH', `domain/config/${d.domainId}/`, { domain: d.identifier, token: patientToken, form: fields(d.identifier) })).status).toBe(403);
    const acme = await Domains.fromIdentifier(h.core, 'acme');
    expect((await save(d, fields(d.identifier), acme!.domainId)).status).toBe(404);
    expect((await config('acme')).domain.name).not.toBe('Renamed Portal');
  });
});

describe('White Label Settings: Email Configuration', () => {
  it('lists the records to publish as Unknown before SES is asked, and says so', async () => {
    const d = await freshDomain();
    const res = await h.call('GET', `domain/email-settings/by-domain/${d.domainId}/`, { domain: d.identifier, token: d.token });
    expect(res.status).toBe(200);
    expect(res.body.checked_at).toBeNull();
    expect(res.body.message).toBe('SES has not been asked yet: press Verify Status.');
    const domain = `${d.identifier}.test`;
    expect(res.body.data.map((r: { name: string; record_type: string; status: string }) => [r.name, r.record_type, r.status])).toEqual([
      [domain, 'Identity', 'Unknown'],
      [`mail.${domain}`, 'MX', 'Unknown'],
      [`mail.${domain}`, 'TXT', 'Unknown'],
      [`_dmarc.${domain}`, 'TXT', 'Unknown'],
    ]);
  });

  it('Verify Status asks SES and keeps its answer: no identity, then pending with its DKIM records, then verified', async () => {
    const d = await freshDomain();
    const domain = `${d.identifier}.test`;
    const verify = () => h.call('GET', `domain/email-settings/by-domain/${d.domainId}/status/`, { domain: d.identifier, token: d.token });
    const table = (body: { data: { name: string; record_type: string; status: string }[] }) => body.data.map((r) => [r.record_type, r.status]);
    const res = await verify();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`SES has no identity for ${domain} yet: create it (npm run provision-domain), then publish the records it gives.`);
    expect(table(res.body)).toEqual([
      ['Identity', 'Not started'],
      ['MX', 'Not started'],
      ['TXT', 'Not started'],
      ['TXT', 'Unknown'],
    ]);
    expect(res.body.checked_at).not.toBeNull();
    const later = await h.call('GET', `domain/email-settings/by-domain/${d.domainId}/`, { domain: d.identifier, token: d.token });
    expect(later.body).toEqual(res.body);

    // Provisioning starts the identity: SES gives three DKIM records and waits for them.
    await h.core.providers.senders.start(domain, `mail.${domain}`);
    const pending = await verify();
    expect(table(pending.body)).toEqual([
      ['Identity', 'Pending'],
      ['CNAME', 'Pending'],
      ['CNAME', 'Pending'],
      ['CNAME', 'Pending'],
      ['MX', 'Pending'],
      ['TXT', 'Pending'],
      ['TXT', 'Unknown'],
    ]);
    expect(pending.body.data[1].value).toMatch(/^[0-9a-f]{32}\.dkim\.amazonses\.com$/);
    expect(pending.body.message).toBe('Statuses as SES reported them. DMARC is not checked by SES.');
    // SES finds the published records.
    await fetch(`${inject('apiEnv').SES_IDENTITY_ENDPOINT}/_sim/identities/${domain}/status`, { method: 'POST', body: JSON.stringify({ status: 'SUCCESS' }) });
    const verified = await verify();
    expect(verified.body.data.filter((r: { valid: boolean | null }) => r.valid === true)).toHaveLength(6);
    // A new sender domain drops the check of the old one.
    await save(d, fields(d.identifier, { email_sender: 'hello@elsewhere.test' }));
    const moved = await h.call('GET', `domain/email-settings/by-domain/${d.domainId}/`, { domain: d.identifier, token: d.token });
    expect(moved.body.checked_at).toBeNull();
    expect(moved.body.data[0].name).toBe('elsewhere.test');
  });

  it('is refused to other memberships and for another domain', async () => {
    const d = await freshDomain();
    const center = await Members.create(await h.domainCtx(d.identifier), {
      email: `c-${randomUUID().slice(0, 6)}@${d.identifier}.test`,
      firstName: 'C',
      lastName: 'Center',
      memberships: [Membership.HarvestCenter],
      password: 'Portal-Demo-1',
    });
    const token = await h.login(center.email);
    expect((await h.call('GET', `domain/email-settings/by-domain/${d.domainId}/`, { domain: d.identifier, token })).status).toBe(403);
    expect((await h.call('GET', `domain/email-settings/by-domain/${d.domainId + 1000}/`, { domain: d.identifier, token: d.token })).status).toBe(404);
  });
});
