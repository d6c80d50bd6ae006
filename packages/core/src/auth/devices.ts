import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { RECENT_SIGN_INS, type SignInBrowser } from '@portal/contracts';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';

/** Where a sign-in comes from: the browser's own id (the SPA keeps a random one), its user agent, the caller's address. */
export interface SignInOrigin {
  device?: string;
  userAgent: string;
  address: string;
}

/** A browser's key: its own id when it sends one, else its user agent; hashed, so neither is kept as sent. */
export const deviceKeyOf = (origin: Pick<SignInOrigin, 'device' | 'userAgent'>) =>
  createHash('sha256')
    .update(origin.device ? `id:${origin.device}` : `ua:${origin.userAgent}`)
    .digest('base64url')
    .slice(0, 22);

/** The browser and system of a user agent as a person reads them, e.g. "Chrome 131 on Windows". */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return 'an unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.os.name ?? '';
  if (!browser) return system ? `a browser on ${system}` : 'an unknown browser';
  return system ? `${browser} on ${system}` : browser;
}

/** How long a browser stays known after its last sign-in. */
const KEEP_SECONDS = 365 * 86_400;

/**
 * Notes the browser of a successful sign-in. The first sign-in from a browser the member has not
 * signed in from within a year is mailed to the member (when, from which address, which browser),
 * unless it is the member's first browser of all (a new account). Answers whether it was mailed.
 */
export async function noteSignIn(ctx: DomainCtx, member: MemberRecord, origin: SignInOrigin, now = new Date()): Promise<boolean> {
  const domainId = ctx.domain.domainId;
  const device = deviceKeyOf(origin);
  const key = { domainId, memberId: member.memberId, device };
  const [{ data: known }, { data: others }] = await Promise.all([
    ctx.db.entities.knownDevice.get(key).go(),
    ctx.db.entities.knownDevice.query.byMember({ domainId, memberId: member.memberId }).go({ limit: 2, attributes: ['device'] }),
  ]);
  const label = deviceLabel(origin.userAgent);
  const at = now.toISOString();
  await ctx.db.entities.knownDevice
    .put({
      ...key,
      label,
      address: origin.address,
      firstSeenAt: known?.firstSeenAt ?? at,
      lastSeenAt: at,
      expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
    })
    .go();
  if (known || !others.some((o) => o.device !== device)) return false;
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [member.email],
    subject: `${ctx.domain.name}: a new sign-in to your account`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `Your ${ctx.domain.name} account was signed in to from a browser it had not been used from before:`,
      `${label}, from address ${origin.address}, on ${at.slice(0, 10)} at ${at.slice(11, 16)} UTC.`,
      '',
      'If this was you, there is nothing to do.',
      `If it was not, reset your password at ${ctx.domain.url}/forgot-password and use "Sign out everywhere" on your Contact Details page.`,
    ].join('\n'),
  });
  return true;
}

/** Browsers read to find a member's latest: more than anyone uses in a year, one Query. */
const BROWSERS_READ = 100;

/**
 * The caller's own recent sign-ins (also while acting as another member): the browsers it signed in
 * from within the year, the latest first, at most RECENT_SIGN_INS.
 */
export async function recentOf(ctx: MemberCtx): Promise<SignInBrowser[]> {
  const { data } = await ctx.db.entities.knownDevice.query
    .byMember({ domainId: ctx.domain.domainId, memberId: ctx.caller.memberId })
    .go({ limit: BROWSERS_READ });
  return data
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt))
    .slice(0, RECENT_SIGN_INS)
    .map((d) => ({ browser: d.label, address: d.address, first_seen_at: d.firstSeenAt, last_seen_at: d.lastSeenAt }));
}
