import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createApp } from '../../packages/api/src/app';
import { configFromEnv, createCore, Domains, Members, SignUpLinks, type Core, type DomainCtx, type MemberRecord } from '../../packages/core/src';
import { TWO_FACTOR_CODE_USED } from '../../packages/contracts/src';
import { codeOf } from '../local/totp';
import { DEMO_PASSWORD, demoEmail } from '../seed/demo';
import { authenticators, CODE_ROUNDS, CODE_STEPS } from './authenticators';
import { keepSession, keptSession, nextStep, type KeptSession } from './sessions';

/**
 * The API and core wired to the run's emulators, as the Lambda wires them to AWS. A test may pass
 * a core of its own (e.g. a payments provider pointed at a simulator it arms).
 */
export function harness(options: { core?: Core } = {}) {
  const core = options.core ?? createCore(configFromEnv(inject('apiEnv')));
  // The caller's address is a binding of the test's request (as API Gateway's source IP is on
  // Lambda), never a request header: a header a client sends cannot move it.
  // Each call names its domain in the Domain header, as on the local server.
  const app = createApp({
    core,
    log: () => {},
    domainHeader: true,
    clientAddress: (c) => (c.env as TestBindings | undefined)?.clientAddress ?? DEFAULT_ADDRESS,
  });
  const sesEndpoint = inject('sesEndpoint');

  const call = async (
    method: string,
    path: string,
    options: {
      domain?: string;
      token?: string;
      body?: unknown;
      form?: Record<string, string | Blob>;
      actingAs?: number;
      address?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.domain !== undefined) headers.Domain = options.domain;
    if (options.token) headers.Authorization = `token ${options.token}`;
    if (options.actingAs !== undefined) headers['X-Acting-As'] = String(options.actingAs);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let payload: string | FormData | undefined = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (options.form) {
      payload = new FormData();
      for (const [name, value] of Object.entries(options.form)) payload.append(name, value);
    }
    const bindings: TestBindings = { clientAddress: options.address ?? DEFAULT_ADDRESS };
    const res = await app.request(`/api/v1/${path}`, { method, headers, body: payload }, bindings);
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, body };
  };

  /**
   * Signs in as a member would, to its token: a member with two-factor answers with its app's code
   * (its secret known from `authenticators`), one whose membership requires it and has none sets up
   * its app on the way (an admin, always) and its secret is kept for its next sign-in. A member with
   * two-factor takes the run's kept session when it still works (sessions.ts): its codes are few.
   * `fresh` signs in anew and keeps nothing: a session the test will end (signing it out) is its own.
   */
  const login = async (
    email: string,
    password = DEMO_PASSWORD,
    domain = email.split('@')[1]!.split('.')[0]!,
    options: { fresh?: boolean } = {},
  ): Promise<string> => {
    if (options.fresh) return (await signInAnswer(email, password, domain)).token;
    if (authenticators.has(email.toLowerCase())) {
      const kept = keptSession(domain, email, password);
      if (kept && (await call('GET', 'auth/two-factor/', { domain, token: kept.token })).status === 200) return kept.token;
    }
    const answer = await signInAnswer(email, password, domain);
    if (authenticators.has(email.toLowerCase())) keepSession(domain, email, password, answer);
    return answer.token;
  };

  /** A sign-in through the API, its code (or its app's setup) included: the login's answer. */
  const signInAnswer = async (email: string, password: string, domain: string): Promise<KeptSession> => {
    const address = `10.1.${randomByte()}.${randomByte()}`;
    const failed = (res: { status: number; body: unknown }) => new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    for (let round = 0; round < CODE_ROUNDS; round++) {
      // Every code of now was used by the run's other sign-ins: the next step brings a new one.
      if (round) await nextStep();
      for (const step of CODE_STEPS) {
        const res = await call('POST', 'auth/login/', { domain, body: { email, password }, address });
        if (res.status !== 200) throw failed(res);
        if (res.body.token) return res.body as KeptSession;
        if (res.body.challenge === 'MFA_SETUP') {
          const { secret, session } = res.body as { secret: string; session: string };
          const done = await call('POST', 'auth/two-factor/setup-sign-in/', { domain, body: { email, session, code: codeOf(secret) }, address });
          if (done.status !== 200) throw failed(done);
          authenticators.set(email.toLowerCase(), secret);
          return done.body as KeptSession;
        }
        const secret = authenticators.get(email.toLowerCase());
        if (res.body.challenge !== 'SOFTWARE_TOKEN_MFA' || !secret) throw failed(res);
        const done = await call('POST', 'auth/two-factor/', { domain, body: { email, session: res.body.session, code: codeOf(secret, step) }, address });
        if (done.status === 200) return done.body as KeptSession;
        if (done.body?.message !== TWO_FACTOR_CODE_USED) throw failed(done);
      }
    }
    throw new Error(`login ${email} failed: every code was just used, ${CODE_ROUNDS} steps in a row`);
  };

  const demoToken = (role: string, domain = 'acme', options: { fresh?: boolean } = {}) => login(demoEmail(role, domain), DEMO_PASSWORD, domain, options);

  const domainCtx = async (identifier = 'acme'): Promise<DomainCtx> => {
    const domain = await Domains.fromIdentifier(core, identifier);
    if (!domain) throw new Error(`no domain ${identifier}`);
    return { ...core, domain };
  };

  /** A fresh member of its own, so a test can change it freely. */
  const newMember = async (memberships: number[], identifier = 'acme', password = DEMO_PASSWORD): Promise<MemberRecord> =>
    Members.create(await domainCtx(identifier), {
      email: `m-${randomUUID().slice(0, 8)}@${identifier}.test`,
      firstName: 'Test',
      lastName: 'Member',
      memberships,
      password,
    });

  /** Mail the SES emulator holds for an address, newest last. */
  const mailTo = async (address: string) => {
    const res = await fetch(`${sesEndpoint}/store`);
    const { emails } = (await res.json()) as { emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[] };
    return emails.filter((m) => m.destination.to.some((to) => to.includes(address)));
  };

  /** The invitation tokens of a member's sign-up links, as the member's own screens read them. */
  const signUpLinks = async (memberId: number, identifier = 'acme') => {
    const ctx = await domainCtx(identifier);
    const member = (await Members.fromId(ctx, memberId))!;
    return SignUpLinks.linksOf({ ...ctx, caller: member, member }, memberId);
  };

  /** What a registration page of the demo links sends with its body: the rep's HC link (type 4), the center's RHC link (type 5). */
  const demoLink = async (type: 4 | 5, identifier = 'acme') =>
    type === 4
      ? { saless_rep_id: 3, invite: (await signUpLinks(3, identifier)).harvest_center! }
      : { saless_rep_id: 3, hc_id: 4, invite: (await signUpLinks(4, identifier)).referral_center! };

  return { core, app, call, login, demoToken, domainCtx, newMember, mailTo, signUpLinks, demoLink };
}

/** What the test harness binds to each request in place of the platform's view of the caller. */
interface TestBindings {
  clientAddress?: string;
}
const DEFAULT_ADDRESS = '10.0.0.1';

const randomByte = () => Math.floor(Math.random() * 250) + 1;
