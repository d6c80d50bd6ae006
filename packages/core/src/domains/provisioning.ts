import { formatSender, senderAddress, TEMPLATE_TYPES } from '@portal/contracts';
import type { Core, DomainCtx, DomainRecord } from '../context';
import { conflict, invalid, notFound } from '../errors';
import * as Invitations from '../members/invitations';
import * as Members from '../members/members';
import * as Products from '../products/products';
import * as Reference from '../reference/reference';
import { hash, matches } from './admin-password';
import * as Templates from '../templates/templates';
import { create, forgetCached, fromIdentifier } from './domains';
import { emailRecords, type EmailRecord } from './email-settings';
import type { SenderIdentity } from '../providers/mail/identity-port';

/** What a new white-label domain is made of (npm run provision-domain). */
export interface ProvisionInput {
  identifier: string;
  name: string;
  url: string;
  /** The sender's address; mail goes out as `name <address>`. */
  sender: string;
  adminEmail: string;
  adminFirstName?: string;
  adminLastName?: string;
  /** Comma separated; empty: notifications go to the sender. */
  notifications?: string;
  description?: string;
  adminFormPassword?: string;
  /** A domain whose signature templates the new one starts with (Templates.copyAll). */
  copyTemplatesFrom?: string;
  /**
   * An address of the stage that SES already sends from (its own verified identity): the first
   * admin is invited from it while the domain's own sender waits for its DNS records.
   */
  fallbackSender?: string;
}

export type StepOutcome =
  'created' | 'unchanged' | 'would create' | 'invited' | 'would invite' | 'waiting' | 'verified' | 'pending' | 'not started' | 'copied' | 'would copy' | 'none';

export interface ProvisionStep {
  step: string;
  outcome: StepOutcome;
  detail?: string;
}

export interface ProvisionReport {
  domainId?: number;
  steps: ProvisionStep[];
  /** The DNS records the sender domain needs, with SES's status of each. */
  records: EmailRecord[];
  recordsMessage: string;
  /** False when the run found everything in place and wrote nothing. */
  changed: boolean;
  /** True while a step waits for something outside the run (the first admin for SES to verify the sender). */
  waiting: boolean;
}

/** The tag names every domain starts with (the Vials Checkout tag opens a patient's vials checkout). */
export const DEFAULT_TAGS = { 1: 'Vials Checkout', 2: 'Priority Support' } as const;

/** Where a provisioned domain differs from what is asked, one phrase each; empty when it is the same domain. */
async function differences(existing: DomainRecord, input: ProvisionInput): Promise<string[]> {
  const asked = { name: input.name, url: input.url, sender: input.sender.toLowerCase(), notifications: (input.notifications ?? '').toLowerCase() };
  const found = {
    name: existing.name,
    url: existing.url,
    sender: senderAddress(existing.emailSender).toLowerCase(),
    notifications: (existing.emailNotifications ?? '').toLowerCase(),
  };
  const out = (Object.keys(asked) as (keyof typeof asked)[]).filter((k) => asked[k] !== found[k]).map((k) => `${k} is "${found[k]}", not "${asked[k]}"`);
  if (input.adminFormPassword !== undefined && !(await matches(input.adminFormPassword, existing.adminFormPasswordHash)))
    out.push('the admin form password differs');
  return out;
}

/** The domain to copy templates from: it must exist and be another domain, checked before anything is written. */
async function templateSource(core: Core, input: ProvisionInput): Promise<DomainCtx> {
  const identifier = input.copyTemplatesFrom!;
  if (identifier === input.identifier) throw invalid('--copy-templates-from names the domain being provisioned. Nothing was changed.');
  const domain = await fromIdentifier(core, identifier);
  if (!domain) throw notFound(`Domain ${identifier} to copy templates from`);
  return { ...core, domain };
}

/** Without a source, the template sections start empty: each type is a list, and a registration page without templates submits at once. */
const noTemplatesStep: ProvisionStep = { step: 'signature templates', outcome: 'none', detail: 'none copied; admins add them in White Label Settings' };

function templateStep({ copied, present }: Templates.TemplateCopy, source: DomainCtx, dryRun: boolean): ProvisionStep {
  const from = `from ${source.domain.identifier}`;
  if (!copied.length) return { step: 'signature templates', outcome: 'unchanged', detail: `${present.length} ${from} already here` };
  return {
    step: 'signature templates',
    outcome: dryRun ? 'would copy' : 'copied',
    detail: `${copied.length} ${from}: ${copied.join(', ')}; place their fields again with Edit Template`,
  };
}

/** Whether SES may send from the identity: verified for sending. */
const verified = (identity: SenderIdentity) => identity.kind === 'known' && identity.identity === 'SUCCESS';

function senderStep(identity: SenderIdentity, senderDomain: string): ProvisionStep {
  if (identity.kind === 'unavailable') return { step: 'sender verification', outcome: 'not started', detail: identity.reason };
  if (identity.kind === 'missing') return { step: 'sender verification', outcome: 'not started', detail: senderDomain };
  if (verified(identity)) return { step: 'sender verification', outcome: 'verified', detail: `${senderDomain}: SES sends from it` };
  return { step: 'sender verification', outcome: 'pending', detail: `${senderDomain}: SES ${identity.identity.toLowerCase()}; publish the DNS records below` };
}

/**
 * The address the first admin's invitation goes from: the domain's sender once SES has verified it,
 * else the stage's fallback sender when SES has verified that one; none while neither may send.
 */
async function invitationSender(ctx: DomainCtx, input: ProvisionInput, identity: SenderIdentity): Promise<string | undefined> {
  if (verified(identity)) return ctx.domain.emailSender;
  if (!input.fallbackSender) return undefined;
  const fallbackDomain = input.fallbackSender.split('@')[1]!.toLowerCase();
  const fallback = await ctx.providers.senders.describe(fallbackDomain);
  return verified(fallback) ? formatSender(ctx.domain.name, input.fallbackSender) : undefined;
}

/**
 * The first admin, invited once SES may send the mail: a run before that creates no admin and
 * says it waits; a later run invites it. An admin whose mail never went out (a run that stopped
 * after creating it) is invited again with a new temporary password.
 */
async function adminStep(ctx: DomainCtx, input: ProvisionInput, identity: SenderIdentity, dryRun: boolean): Promise<ProvisionStep> {
  const admin = await Members.fromEmail(ctx, input.adminEmail);
  if (admin && (admin.invitedAt || admin.lastLogin))
    return {
      step: 'first admin',
      outcome: 'unchanged',
      detail: `${admin.email} (id ${admin.memberId}, ${admin.lastLogin ? 'has signed in' : `invited ${admin.invitedAt}`})`,
    };
  const from = await invitationSender(ctx, input, identity);
  const senderDomain = senderAddress(ctx.domain.emailSender).split('@')[1];
  if (!from)
    return {
      step: 'first admin',
      outcome: 'waiting',
      detail: `${input.adminEmail} is invited once SES has verified ${senderDomain}: publish the DNS records below, then run this again`,
    };
  if (dryRun) return { step: 'first admin', outcome: 'would invite', detail: input.adminEmail };
  const invited = await Invitations.inviteFirstAdmin(
    ctx,
    { email: input.adminEmail, firstName: input.adminFirstName ?? 'Portal', lastName: input.adminLastName ?? 'Admin' },
    { from, existing: admin },
  );
  return {
    step: 'first admin',
    outcome: 'invited',
    detail: `${invited.email} (id ${invited.memberId}): temporary password mailed from ${senderAddress(from)}`,
  };
}

/**
 * Creates a white-label domain, or finds it complete: the domain record with its admin form
 * password (a hash), the memberships, tags and product catalog at list prices, with
 * `copyTemplatesFrom` the signature templates of that domain (Templates.copyAll), the sender
 * domain's verification started in SES (its DNS records answered to publish), and then the first
 * admin invited by e-mail with a temporary password, once SES may send it. Each step checks before it writes, so a second
 * run writes nothing and says so; a run after a failure finishes what is missing. An identifier
 * that exists with other settings is refused before anything is written. `dryRun` writes nothing
 * and tells what a run would do.
 */
export async function provision(core: Core, input: ProvisionInput, options: { dryRun?: boolean } = {}): Promise<ProvisionReport> {
  const dryRun = options.dryRun ?? false;
  const steps: ProvisionStep[] = [];
  forgetCached(input.identifier);
  const source = input.copyTemplatesFrom === undefined ? undefined : await templateSource(core, input);
  const { data: found } = await core.db.entities.domain.query.byIdentifier({ identifier: input.identifier }).go({ limit: 1 });
  let domain = found[0];
  if (domain) {
    const differ = await differences(domain, input);
    if (differ.length) throw conflict(`Domain ${input.identifier} exists with other settings: ${differ.join('; ')}. Nothing was changed.`);
    steps.push({ step: 'domain', outcome: 'unchanged', detail: `id ${domain.domainId}` });
  } else if (dryRun) {
    steps.push({ step: 'domain', outcome: 'would create', detail: input.identifier });
  } else {
    domain = await create(core, {
      identifier: input.identifier,
      name: input.name,
      url: input.url,
      emailSender: formatSender(input.name, input.sender),
      emailNotifications: input.notifications ?? '',
      description: input.description ?? '',
    });
    if (input.adminFormPassword !== undefined) {
      const adminFormPasswordHash = await hash(input.adminFormPassword);
      domain = (await core.db.entities.domain.patch({ domainId: domain.domainId }).set({ adminFormPasswordHash }).go({ response: 'all_new' }))
        .data as DomainRecord;
    }
    steps.push({ step: 'domain', outcome: 'created', detail: `id ${domain.domainId}` });
  }

  const senderDomain = input.sender.split('@')[1]!.toLowerCase();
  if (!domain) {
    steps.push({ step: 'memberships, tags and product catalog', outcome: 'would create' });
    if (source) {
      const all = await Promise.all(TEMPLATE_TYPES.map((type) => Templates.ofType(source, type)));
      steps.push(templateStep({ copied: all.flat().map((t) => t.title), present: [] }, source, true));
    } else steps.push(noTemplatesStep);
    steps.push({ step: 'sender verification', outcome: 'not started', detail: `${senderDomain} (dry run)` });
    steps.push({ step: 'first admin', outcome: 'would invite', detail: `${input.adminEmail}, once SES may send from ${senderDomain}` });
    const { records, message } = emailRecords(undefined, senderDomain, core.config.region);
    return { steps, records, recordsMessage: message, changed: false, waiting: true };
  }
  const ctx: DomainCtx = { ...core, domain };
  const { domainId } = domain;

  const [{ data: products }, { data: memberships }] = await Promise.all([
    core.db.entities.product.query.byDomain({ domainId }).go({ limit: 1 }),
    core.db.entities.membership.query.byDomain({ domainId }).go({ limit: 1 }),
  ]);
  if (products.length && memberships.length) steps.push({ step: 'memberships, tags and product catalog', outcome: 'unchanged' });
  else if (dryRun) steps.push({ step: 'memberships, tags and product catalog', outcome: 'would create' });
  else {
    await Reference.seed(core, domainId, DEFAULT_TAGS);
    await Products.seed(core, domainId);
    steps.push({ step: 'memberships, tags and product catalog', outcome: 'created', detail: 'list prices' });
  }

  steps.push(source ? templateStep(await Templates.copyAll(source, ctx, { dryRun }), source, dryRun) : noTemplatesStep);

  // The sender comes before the first admin: SES sends only from a verified identity, so the invitation waits for it.
  const identity = dryRun ? await core.providers.senders.describe(senderDomain) : await core.providers.senders.start(senderDomain, `mail.${senderDomain}`);
  const { records, message } = emailRecords(identity, senderDomain, core.config.region);
  steps.push(senderStep(identity, senderDomain));
  steps.push(await adminStep(ctx, input, identity, dryRun));

  const changed = steps.some((s) => s.outcome === 'created' || s.outcome === 'invited' || s.outcome === 'copied');
  const waiting = steps.some((s) => s.outcome === 'waiting');
  // A repeat run that found everything in place writes nothing, not even the check's time; a new SES status is kept.
  const rows = (list: readonly EmailRecord[]) => list.map((r) => `${r.name} ${r.recordType} ${r.value} ${r.status}`).join('\n');
  const statusesMoved = rows((domain.emailSettings ?? []) as EmailRecord[]) !== rows(records);
  if (!dryRun && (changed || statusesMoved || !domain.emailSettingsCheckedAt)) {
    await core.db.entities.domain
      .patch({ domainId })
      .set({ emailSettings: records, emailSettingsCheckedAt: new Date().toISOString(), emailSettingsMessage: message })
      .go();
    forgetCached(input.identifier);
  }
  return { domainId, steps, records, recordsMessage: message, changed, waiting };
}
