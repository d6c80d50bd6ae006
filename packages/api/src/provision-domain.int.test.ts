import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { Domains } from '../../core/src';
import { harness } from '../../../scripts/test/harness';

const h = harness();
const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** Runs `npm run provision-domain` as an operator would, against this run's emulators. */
async function provision(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/provision-domain.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...inject('apiEnv') },
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const temporaryPasswordIn = (text: string | undefined) => /Temporary password: (\S+)/.exec(text ?? '')?.[1];

describe('npm run provision-domain', () => {
  it('creates a third domain in one command; its admin signs in on its own host name and sees nothing of acme and beta', { timeout: 180_000 }, async () => {
    const identifier = `gamma-${randomUUID().slice(0, 6)}`;
    const adminEmail = `owner@${identifier}.test`;
    const domainsFile = join(mkdtempSync(join(tmpdir(), 'domains-')), 'domains.json');
    copyFileSync(join(root, 'domains.json'), domainsFile);
    const args = [
      '--identifier', identifier,
      '--name', 'Gamma Cord Bank',
      '--url', `https://portal.${identifier}.example`,
      '--sender', `no-reply@${identifier}.test`,
      '--admin-email', adminEmail,
      '--admin-form-password', 'Gamma-Gate-1',
      '--domains-file', domainsFile,
    ];

    const dry = await provision([...args, '--dry-run']);
    expect(dry.code, dry.out).toBe(0);
    expect(dry.out).toContain('Dry run: nothing was written.');
    expect(dry.out).toContain('domain: would create');
    expect(await Domains.fromIdentifier(h.core, identifier)).toBeUndefined();
    // The API answers an unknown domain from a short cache; the test asked, so it forgets.
    Domains.forgetCached(identifier);
    expect(readFileSync(domainsFile, 'utf8')).not.toContain(identifier);

    const first = await provision(args);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/domain: created \(id \d+\)/);
    expect(first.out).toContain('memberships, tags and product catalog: created');
    expect(first.out).toContain(`first admin: invited (${adminEmail}`);
    expect(first.out).toMatch(/sender verification: not started \(SES did not answer GetEmailIdentity/);
    expect(first.out).toContain(`MX       mail.${identifier}.test  10 feedback-smtp.us-east-1.amazonses.com  [Unknown]`);
    const listed = JSON.parse(readFileSync(domainsFile, 'utf8')) as { identifier: string; hostname: string }[];
    expect(listed.map((d) => d.identifier)).toEqual(['acme', 'beta', identifier]);
    expect(listed[2]).toEqual({ identifier, name: 'Gamma Cord Bank', hostname: `portal.${identifier}.example` });

    // The first admin signs in on the domain's host name with the mailed temporary password and chooses its own.
    const [mail] = await h.mailTo(adminEmail);
    expect(mail?.subject).toBe('Welcome to Gamma Cord Bank');
    const challenge = await h.call('POST', 'auth/login/', { domain: identifier, body: { email: adminEmail, password: temporaryPasswordIn(mail?.body.text) } });
    expect(challenge.body.challenge, JSON.stringify(challenge.body)).toBe('NEW_PASSWORD_REQUIRED');
    const done = await h.call('POST', 'auth/new-password/', { domain: identifier, body: { email: adminEmail, session: challenge.body.session, password: 'Gamma-Owner-1' } });
    expect(done.status).toBe(200);
    const token = done.body.token as string;
    const own = await h.call('GET', 'users/all/', { domain: identifier, token });
    expect(own.status).toBe(200);
    expect(own.body.results.map((m: { email: string }) => m.email)).toEqual([adminEmail]);
    // The catalog is there, at list prices.
    expect((await h.call('GET', 'products/', { domain: identifier, token })).body.length).toBeGreaterThan(0);

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
    expect(again.out).toContain('first admin: unchanged');
    expect(again.out).toContain(`${domainsFile}: unchanged`);
    expect(again.out).toContain('Nothing to do: the domain was already provisioned.');
    expect(await h.mailTo(adminEmail)).toHaveLength(1);
    expect(await Domains.fromId(h.core, before!.domainId)).toEqual(before);

    const other = await provision(args.map((a) => (a === 'Gamma Cord Bank' ? 'Gamma Tissue Bank' : a)));
    expect(other.code).toBe(1);
    expect(other.out).toContain(`Domain ${identifier} exists with other settings: name is "Gamma Cord Bank", not "Gamma Tissue Bank". Nothing was changed.`);
  });
});
