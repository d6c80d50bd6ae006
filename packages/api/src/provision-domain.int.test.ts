import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { Membership, TWO_FACTOR_REQUIRED } from '@portal/contracts';
import { Domains, Members } from '../../core/src';
import { textPdf } from '../../simulators/src/pdf';
import { harness } from '../../../scripts/test/harness';
import { codeOf } from '../../../scripts/local/totp';
import { provisionDomain } from '../../../scripts/provision/provision-domain';

const h = harness();
const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/**
 * Runs `npm run provision-domain` against this run's emulators: as an operator would, in a process
 * of its own (`command`), or through the function that command runs, in this one (a process each
 * took seconds of the suite to start).
 */
async function provision(args: string[], { command = false } = {}): Promise<{ code: number; out: string }> {
  const env = { ...process.env, ...inject('apiEnv') };
  if (!command) {
    const lines: string[] = [];
    const code = await provisionDomain(args, { env, print: (line) => lines.push(line), printError: (line) => lines.push(line) });
    return { code, out: lines.join('\n') };
  }
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/provision-domain.ts', ...args], { cwd: root, env, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A domain of its own to copy templates from, with an admin and two templates added as an admin adds them. */
async function sourceDomain() {
  const identifier = `wl-${randomUUID().slice(0, 8)}`;
  const { domainId } = await Domains.create(h.core, {
    identifier,
    name: 'Template Source',
    url: `http://${identifier}.localhost`,
    emailSender: `Template Source <no-reply@${identifier}.test>`,
    emailNotifications: '',
  });
  const admin = await h.newMember([Membership.Admin], identifier);
  const token = await h.login(admin.email);
  const add = async (fields: Record<string, string>) => {
    const form = {
      description: `${fields.title} of the source`,
      document_message: `Please sign the ${fields.title}.`,
      is_active: '1',
      file: new File([textPdf([fields.title!])], 'terms.pdf', { type: 'application/pdf' }),
      ...fields,
    };
    const added = await h.call('POST', 'domain/file-signs/', { domain: identifier, token, form });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  };
  await add({ title: 'Storage Terms', type: '2', kind: 'storage', is_active: '0' });
  await add({ title: 'Center Terms', type: '4' });
  return { identifier, domainId, token };
}

interface Template {
  id: number;
  title: string;
  description: string;
  document_message: string;
  template_id: string;
  status: string;
  is_active: boolean;
  type: number;
  kind: string | null;
}
const comparable = ({ title, description, document_message, status, is_active, type, kind }: Template) => ({
  title,
  description,
  document_message,
  status,
  is_active,
  type,
  kind,
});

/** The bytes of a template's file, through its See File link as an admin opens it. */
async function fileOf(domain: string, token: string, id: number): Promise<Buffer> {
  const { body } = await h.call('GET', `domain/file-signs/${id}/file/`, { domain, token });
  const res = await fetch(body.url as string);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const temporaryPasswordIn = (text: string | undefined) => /Temporary password: (\S+)/.exec(text ?? '')?.[1];

/** What SES does once the sender domain's DNS records are published: the identity simulator's control. */
async function verifySender(domain: string) {
  const res = await fetch(`${inject('apiEnv').SES_IDENTITY_ENDPOINT}/_sim/identities/${domain}/status`, {
    method: 'POST',
    body: JSON.stringify({ status: 'SUCCESS' }),
  });
  expect(res.status).toBe(200);
}

/** The arguments of a domain of its own, without templates, for the invitation's cases. */
const plainArgs = (identifier: string, domainsFile: string) => [
  '--identifier',
  identifier,
  '--name',
  'Delta Cord Bank',
  '--url',
  `https://portal.${identifier}.example`,
  '--sender',
  `no-reply@${identifier}.test`,
  '--admin-email',
  `owner@${identifier}.test`,
  '--domains-file',
  domainsFile,
];

describe('npm run provision-domain', () => {
  it('creates a third domain in one command; its admin signs in on its own host name and sees nothing of acme and beta', { timeout: 180_000 }, async () => {
    const identifier = `gamma-${randomUUID().slice(0, 6)}`;
    const source = await sourceDomain();
    const adminEmail = `owner@${identifier}.test`;
    const domainsFile = join(mkdtempSync(join(tmpdir(), 'domains-')), 'domains.json');
    copyFileSync(join(root, 'domains.json'), domainsFile);
    const args = [
      '--identifier',
      identifier,
      '--name',
      'Gamma Cord Bank',
      '--url',
      `https://portal.${identifier}.example`,
      '--sender',
      `no-reply@${identifier}.test`,
      '--admin-email',
      adminEmail,
      '--admin-form-password',
      'Gamma-Gate-1',
      '--domains-file',
      domainsFile,
      '--copy-templates-from',
      source.identifier,
    ];

    // A source domain that does not exist is refused before anything is written.
    const unknownSource = await provision(
      args.map((a) => (a === source.identifier ? 'no-such-domain' : a)),
      { command: true },
    );
    expect(unknownSource.code).toBe(1);
    expect(unknownSource.out).toContain('Domain no-such-domain to copy templates from not found.');
    expect(await Domains.fromIdentifier(h.core, identifier)).toBeUndefined();
    Domains.forgetCached(identifier);

    const dry = await provision([...args, '--dry-run'], { command: true });
    expect(dry.code, dry.out).toBe(0);
    expect(dry.out).toContain('Dry run: nothing was written.');
    expect(dry.out).toContain('domain: would create');
    expect(dry.out).toContain(`signature templates: would copy (2 from ${source.identifier}: Storage Terms, Center Terms;`);
    expect(await Domains.fromIdentifier(h.core, identifier)).toBeUndefined();
    // The API answers an unknown domain from a short cache; the test asked, so it forgets.
    Domains.forgetCached(identifier);
    expect(readFileSync(domainsFile, 'utf8')).not.toContain(identifier);

    // The first run starts the sender's verification; SES may not send from it yet, so the admin waits.
    const first = await provision(args);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/domain: created \(id \d+\)/);
    expect(first.out).toContain('memberships, tags and product catalog: created');
    expect(first.out).toContain(
      `signature templates: copied (2 from ${source.identifier}: Storage Terms, Center Terms; place their fields again with Edit Template)`,
    );
    expect(first.out).toContain(`sender verification: pending (${identifier}.test: SES pending; publish the DNS records below)`);
    expect(first.out).toContain(`first admin: waiting (${adminEmail} is invited once SES has verified ${identifier}.test`);
    expect(first.out).toContain(`MX       mail.${identifier}.test  10 feedback-smtp.us-east-1.amazonses.com  [Pending]`);
    expect(first.out).toMatch(/CNAME {4}[0-9a-f]{32}\._domainkey\./);
    expect(first.out).toContain('Not finished: publish the DNS records above');
    expect(await h.mailTo(adminEmail)).toHaveLength(0);
    const waiting = await provision([...args, '--status']);
    expect(waiting.out).toContain('DNS records found by SES: 0 of 5');
    expect(waiting.out).toContain('sender verified: no');
    expect(waiting.out).toContain('first admin: not invited yet: waits for the sender');

    // SES finds the records: the next run invites the first admin from the domain's own sender.
    await verifySender(`${identifier}.test`);
    const second = await provision(args);
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain(`sender verification: verified (${identifier}.test: SES sends from it)`);
    expect(second.out).toMatch(
      new RegExp(`first admin: invited \\(${adminEmail} \\(id \\d+\\): temporary password mailed from no-reply@${identifier}.test\\)`),
    );
    expect(second.out).toContain('Done.');
    expect((await provision([...args, '--status'])).out).toContain('DNS records found by SES: 5 of 5');
    const listed = JSON.parse(readFileSync(domainsFile, 'utf8')) as { identifier: string; hostname: string }[];
    expect(listed.map((d) => d.identifier)).toEqual(['acme', 'beta', identifier]);
    expect(listed[2]).toEqual({ identifier, name: 'Gamma Cord Bank', hostname: `portal.${identifier}.example` });

    // The first admin signs in on the domain's host name with the mailed temporary password and chooses its own.
    const [mail] = await h.mailTo(adminEmail);
    expect(mail?.subject).toBe('Welcome to Gamma Cord Bank');
    const challenge = await h.call('POST', 'auth/login/', { domain: identifier, body: { email: adminEmail, password: temporaryPasswordIn(mail?.body.text) } });
    expect(challenge.body.challenge, JSON.stringify(challenge.body)).toBe('NEW_PASSWORD_REQUIRED');
    const chosen = await h.call('POST', 'auth/new-password/', {
      domain: identifier,
      body: { email: adminEmail, session: challenge.body.session, password: 'Gamma-Owner-1' },
    });
    // An admin's sign-in always takes a second factor: the new password leads to setting up its app, no token before its first code.
    expect(chosen.body).toMatchObject({ challenge: 'MFA_SETUP', message: TWO_FACTOR_REQUIRED, secret: expect.any(String) });
    expect(chosen.body.token).toBeUndefined();
    const done = await h.call('POST', 'auth/two-factor/setup-sign-in/', {
      domain: identifier,
      body: { email: adminEmail, session: chosen.body.session, code: codeOf(chosen.body.secret) },
    });
    expect(done.status).toBe(200);
    const token = done.body.token as string;
    const own = await h.call('GET', 'users/all/', { domain: identifier, token });
    expect(own.status).toBe(200);
    expect(own.body.results.map((m: { email: string }) => m.email)).toEqual([adminEmail]);
    // The catalog is there, at list prices.
    expect((await h.call('GET', 'products/', { domain: identifier, token })).body.length).toBeGreaterThan(0);

    // The source's templates are its own now: the same titles, messages, flags and PDFs, each a template of its own at the provider.
    const { domainId } = (await Domains.fromIdentifier(h.core, identifier))!;
    for (const type of [2, 4, 5]) {
      const theirs = (await h.call('GET', `domain/file-signs/by-domain/${source.domainId}/type/${type}/`, { domain: source.identifier, token: source.token }))
        .body.data as Template[];
      const ours = (await h.call('GET', `domain/file-signs/by-domain/${domainId}/type/${type}/`, { domain: identifier, token })).body.data as Template[];
      expect(ours.map(comparable)).toEqual(theirs.map(comparable));
      for (const [i, copy] of ours.entries()) {
        expect(copy.template_id).not.toBe(theirs[i]!.template_id);
        expect(await fileOf(identifier, token, copy.id)).toEqual(await fileOf(source.identifier, source.token, theirs[i]!.id));
      }
    }
    // Its registration pages sign the copies (by the new domain's provider templates).
    const hcTemplates = await h.call('GET', `domain/file-signs/by-domain/${domainId}/registration/4/`, { domain: identifier });
    expect(hcTemplates.body.data.map((t: { title: string }) => t.title)).toEqual(['Center Terms']);

    // Isolation: its token is not good on acme or beta, and theirs is not good on it; its address is unknown there.
    for (const other of ['acme', 'beta']) {
      expect((await h.call('GET', 'users/all/', { domain: other, token })).status).toBe(403);
      expect((await h.call('GET', 'users/all/', { domain: identifier, token: await h.demoToken('admin', other) })).status).toBe(403);
      expect((await h.call('POST', 'auth/login/', { domain: other, body: { email: adminEmail, password: 'Gamma-Owner-1' } })).status).toBe(401);
    }

    // A second run changes nothing and says so; other settings for the identifier are refused.
    const before = await Domains.fromId(h.core, (await Domains.fromIdentifier(h.core, identifier))!.domainId);
    const again = await provision(args);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('domain: unchanged');
    expect(again.out).toContain(`first admin: unchanged (${adminEmail}`);
    expect(again.out).toContain(`signature templates: unchanged (2 from ${source.identifier} already here)`);
    expect(again.out).toContain(`${domainsFile}: unchanged`);
    expect(again.out).toContain('Nothing to do: the domain was already provisioned.');
    // One invitation (the other mail is its own two-factor setup's notice).
    expect((await h.mailTo(adminEmail)).map((m) => m.subject)).toEqual(['Welcome to Gamma Cord Bank', 'Gamma Cord Bank: two-factor sign-in was turned on']);
    expect(await Domains.fromId(h.core, before!.domainId)).toEqual(before);

    const other = await provision(args.map((a) => (a === 'Gamma Cord Bank' ? 'Gamma Tissue Bank' : a)));
    expect(other.code).toBe(1);
    expect(other.out).toContain(`Domain ${identifier} exists with other settings: name is "Gamma Cord Bank", not "Gamma Tissue Bank". Nothing was changed.`);
  });

  it("invites the first admin from the stage's verified fallback sender while the domain's own waits", { timeout: 120_000 }, async () => {
    const identifier = `delta-${randomUUID().slice(0, 6)}`;
    const domainsFile = join(mkdtempSync(join(tmpdir(), 'domains-')), 'domains.json');
    await verifySender('acme.test');
    const run = await provision([...plainArgs(identifier, domainsFile), '--fallback-sender', 'no-reply@acme.test']);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`sender verification: pending (${identifier}.test`);
    expect(run.out).toContain(`temporary password mailed from no-reply@acme.test`);
    const [mail] = await h.mailTo(`owner@${identifier}.test`);
    expect(mail?.subject).toBe('Welcome to Delta Cord Bank');
  });

  it('sends an invitation that an earlier run never sent, with a new temporary password', { timeout: 120_000 }, async () => {
    const identifier = `eps-${randomUUID().slice(0, 6)}`;
    const domainsFile = join(mkdtempSync(join(tmpdir(), 'domains-')), 'domains.json');
    const args = plainArgs(identifier, domainsFile);
    expect((await provision(args)).out).toContain('first admin: waiting');
    // As if a run had stopped between creating the admin and mailing it.
    const ctx = await h.domainCtx(identifier);
    const admin = await Members.create(ctx, {
      email: `owner@${identifier}.test`,
      firstName: 'Portal',
      lastName: 'Admin',
      memberships: [Membership.Admin],
      temporaryPassword: 'Never-Mailed-1',
    });
    await verifySender(`${identifier}.test`);
    const rerun = await provision(args);
    expect(rerun.out).toContain(`first admin: invited (owner@${identifier}.test (id ${admin.memberId})`);
    const [mail] = await h.mailTo(`owner@${identifier}.test`);
    const challenge = await h.call('POST', 'auth/login/', { domain: identifier, body: { email: admin.email, password: temporaryPasswordIn(mail?.body.text) } });
    expect(challenge.body.challenge, JSON.stringify(challenge.body)).toBe('NEW_PASSWORD_REQUIRED');
    // (cognito-local answers the challenge to any password of a member who must choose one, so the old one cannot be shown refused here.)
    expect(temporaryPasswordIn(mail?.body.text)).not.toBe('Never-Mailed-1');
    expect((await provision(args)).out).toContain('Nothing to do: the domain was already provisioned.');
  });
});
