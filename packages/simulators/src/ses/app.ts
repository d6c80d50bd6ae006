import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';

type Status = 'PENDING' | 'SUCCESS' | 'FAILED';

interface SimIdentity {
  identity: string;
  createdAt: number;
  /** Set by a test (or by `verifyAfterMs`): until then the identity is PENDING, as SES is until it finds the DNS records. */
  status: Status;
  tokens: string[];
  mailFrom?: { domain: string; behaviorOnMxFailure: string };
}

export interface SesIdentitySimulatorOptions {
  /**
   * A new identity verifies on its own this long after it was created, as SES does once the DNS
   * records are published (the local stack). Without it an identity stays PENDING until a test
   * sets its status (`POST /_sim/identities/{identity}/status`).
   */
  verifyAfterMs?: number;
  /** A file to keep identities in across restarts; memory only without it. */
  dataFile?: string;
}

/** SES v2 answers an error with its type in a header and the body, as restJson1 clients read it. */
const sesError = (c: Context, status: 400 | 404, type: string, message: string) => {
  c.header('x-amzn-ErrorType', type);
  return c.json({ __type: type, message }, status);
};

/**
 * A stand-in for the SES v2 e-mail identity calls the portal makes (CreateEmailIdentity,
 * GetEmailIdentity, PutEmailIdentityMailFromAttributes), which the local SES emulator does not
 * implement: it keeps each identity PENDING until it is verified, so the path where SES may not
 * send yet is run locally and in tests as it runs on AWS. Sending stays the SES emulator's.
 */
export function createSesIdentitySimulator(options: SesIdentitySimulatorOptions = {}) {
  const identities = new Map<string, SimIdentity>();
  if (options.dataFile && existsSync(options.dataFile))
    for (const identity of JSON.parse(readFileSync(options.dataFile, 'utf8')) as SimIdentity[]) identities.set(identity.identity, identity);
  const save = () => {
    if (!options.dataFile) return;
    writeFileSync(`${options.dataFile}.tmp`, JSON.stringify([...identities.values()]));
    renameSync(`${options.dataFile}.tmp`, options.dataFile);
  };
  const statusOf = (identity: SimIdentity): Status =>
    identity.status === 'PENDING' && options.verifyAfterMs !== undefined && Date.now() - identity.createdAt >= options.verifyAfterMs
      ? 'SUCCESS'
      : identity.status;
  const kind = (name: string) => (name.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN');

  const app = new Hono({ strict: false });
  app.post('/v2/email/identities', async (c) => {
    const { EmailIdentity: name } = (await c.req.json().catch(() => ({}))) as { EmailIdentity?: unknown };
    if (typeof name !== 'string' || !name) return sesError(c, 400, 'BadRequestException', 'EmailIdentity is required.');
    const key = name.toLowerCase();
    if (identities.has(key)) return sesError(c, 400, 'AlreadyExistsException', `Email identity ${name} already exists.`);
    const identity: SimIdentity = { identity: key, createdAt: Date.now(), status: 'PENDING', tokens: [1, 2, 3].map(() => randomBytes(16).toString('hex')) };
    identities.set(key, identity);
    save();
    return c.json({
      IdentityType: kind(key),
      VerifiedForSendingStatus: false,
      DkimAttributes: { SigningEnabled: true, Status: 'PENDING', Tokens: identity.tokens },
    });
  });
  app.get('/v2/email/identities/:identity', (c) => {
    const identity = identities.get(decodeURIComponent(c.req.param('identity')).toLowerCase());
    if (!identity) return sesError(c, 404, 'NotFoundException', `Email identity ${c.req.param('identity')} does not exist.`);
    const status = statusOf(identity);
    return c.json({
      IdentityType: kind(identity.identity),
      FeedbackForwardingStatus: true,
      VerifiedForSendingStatus: status === 'SUCCESS',
      VerificationStatus: status,
      DkimAttributes: { SigningEnabled: true, Status: status, Tokens: identity.tokens, SigningAttributesOrigin: 'AWS_SES' },
      ...(identity.mailFrom
        ? {
            MailFromAttributes: {
              MailFromDomain: identity.mailFrom.domain,
              MailFromDomainStatus: status,
              BehaviorOnMxFailure: identity.mailFrom.behaviorOnMxFailure,
            },
          }
        : {}),
      Policies: {},
      Tags: [],
    });
  });
  app.put('/v2/email/identities/:identity/mail-from', async (c) => {
    const identity = identities.get(decodeURIComponent(c.req.param('identity')).toLowerCase());
    if (!identity) return sesError(c, 404, 'NotFoundException', `Email identity ${c.req.param('identity')} does not exist.`);
    const body = (await c.req.json().catch(() => ({}))) as { MailFromDomain?: unknown; BehaviorOnMxFailure?: unknown };
    if (typeof body.MailFromDomain !== 'string') delete identity.mailFrom;
    else
      identity.mailFrom = {
        domain: body.MailFromDomain.toLowerCase(),
        behaviorOnMxFailure: typeof body.BehaviorOnMxFailure === 'string' ? body.BehaviorOnMxFailure : 'USE_DEFAULT_VALUE',
      };
    save();
    return c.json({});
  });
  // Test control: what SES would find once the DNS records are (or are not) published.
  app.post('/_sim/identities/:identity/status', async (c) => {
    const identity = identities.get(decodeURIComponent(c.req.param('identity')).toLowerCase());
    if (!identity) return c.json({ message: 'No such identity.' }, 404);
    const { status } = (await c.req.json().catch(() => ({}))) as { status?: unknown };
    if (status !== 'PENDING' && status !== 'SUCCESS' && status !== 'FAILED') return c.json({ message: 'status: PENDING, SUCCESS or FAILED.' }, 400);
    identity.status = status;
    save();
    return c.json({ identity: identity.identity, status });
  });
  /** An identity's status now, as GetEmailIdentity would answer it. */
  const status = (name: string) => {
    const found = identities.get(name.toLowerCase());
    return found ? statusOf(found) : undefined;
  };
  return { app, status };
}

export type SesIdentitySimulator = ReturnType<typeof createSesIdentitySimulator>;
