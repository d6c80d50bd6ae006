import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LINK_NO_LONGER_VALID, Membership, UNKNOWN_SALES_REP, type RegistrationPage, type SignUpLinkKind, type SignUpLinks } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { conflict, invalid, notFound } from '../errors';
import { unlessRefused } from '../db/transact';
import * as Members from '../members/members';
import { may } from '../members/scope';
import { sealOf } from './link-readers';

/**
 * Sign-up links that attach a new member to an existing one: a sales rep's for harvest centers, a
 * harvest center's for referral centers and for its staff. Each carries an invitation token the
 * server issued to that member for that kind: 32 random bytes, kept per (domain, member, kind) and
 * shown again to whoever may hand the link out. A new link replaces the token, so the old link
 * stops working at once; so does the end of any relation the link was read through (a staff member
 * removed, a center's rep changed, a member deactivated or reactivated: link-readers.ts), after which
 * the owner is shown a new token. The `srid`/`hcid` of a link only name the member; the token is the right.
 */

const active = (m: MemberRecord | undefined, membership: number): m is MemberRecord => Boolean(m && m.active !== false && m.memberships.includes(membership));

/** The kinds of link a member hands out: a rep signs up centers; a center its referral centers and staff. */
export function kindsOf(member: MemberRecord): SignUpLinkKind[] {
  if (member.active === false) return [];
  const kinds: SignUpLinkKind[] = [];
  if (member.memberships.includes(Membership.SalesRep)) kinds.push('harvest-center');
  if (member.memberships.includes(Membership.HarvestCenter)) kinds.push('referral-center', 'hc-staff');
  return kinds;
}

const newToken = () => randomBytes(32).toString('base64url');

async function stored(ctx: DomainCtx, ownerId: number, kind: SignUpLinkKind) {
  const { data } = await ctx.db.entities.signUpLink.get({ domainId: ctx.domain.domainId, ownerId, kind }).go({ consistent: true });
  return data ?? undefined;
}

/** A member as stored now: a relation that just ended is seen by the next check. */
const current = (ctx: DomainCtx, memberId: number) => Members.fromId(ctx, memberId, { consistent: true });

/**
 * The seal of the owner's links as its relations stand now (link-readers.ts): a harvest center's
 * names its sales rep and the rep's count.
 */
async function currentSeal(ctx: DomainCtx, owner: MemberRecord): Promise<string> {
  if (!owner.memberships.includes(Membership.HarvestCenter) || owner.salesRepId === undefined) return sealOf(owner);
  const rep = await current(ctx, owner.salesRepId);
  return sealOf(owner, { memberId: owner.salesRepId, linkEpoch: rep?.linkEpoch });
}

/**
 * The member's token of `kind` under `seal`, issued on first need and issued anew when the one kept
 * was handed out under relations since ended; two first readers at once get the same one.
 */
async function tokenOf(ctx: DomainCtx, ownerId: number, kind: SignUpLinkKind, seal: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await stored(ctx, ownerId, kind);
    if (existing?.seal === seal) return existing.token;
    const token = newToken();
    const issued = await unlessRefused(
      ctx.db.entities.signUpLink
        .put({ domainId: ctx.domain.domainId, ownerId, kind, token, seal, issuedAt: new Date().toISOString() })
        .where((attr, op) => (existing ? op.eq(attr.token, existing.token) : op.notExists(attr.token)))
        .go(),
    );
    if (issued) return token;
  }
  throw conflict('The sign-up link changed at the same time. Please try again.');
}

/** Whether `invite` is the owner's current token of `kind` under its relations now, compared in constant time. */
async function matches(ctx: DomainCtx, owner: MemberRecord, kind: SignUpLinkKind, invite: string | undefined): Promise<boolean> {
  if (!invite) return false;
  const link = await stored(ctx, owner.memberId, kind);
  if (!link || link.seal !== (await currentSeal(ctx, owner))) return false;
  const [a, b] = [Buffer.from(link.token), Buffer.from(invite)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whose links the acting member may see: its own, any member's for admins, and a sales rep its own
 * harvest centers' (its dashboard hands out their referral and staff links). Otherwise a 404.
 */
async function visibleOwner(ctx: MemberCtx, ownerId: number): Promise<MemberRecord> {
  if (ownerId === ctx.member.memberId && may(ctx, 'sign-up-links:own')) return ctx.member;
  const owner = await Members.fromId(ctx, ownerId);
  if (owner && may(ctx, 'sign-up-links:any')) return owner;
  const repOfCenter = owner?.memberships.includes(Membership.HarvestCenter) && owner.salesRepId === ctx.member.memberId && may(ctx, 'reps:read-own');
  if (owner && repOfCenter) return owner;
  throw notFound('User');
}

/**
 * The invitation tokens of a member's links, each issued on first need. A center without a sales
 * rep has no referral link: a referral center signing up through it would have no rep.
 */
export async function linksOf(ctx: MemberCtx, ownerId: number): Promise<SignUpLinks> {
  const owner = await visibleOwner(ctx, ownerId);
  const kinds = kindsOf(owner).filter((kind) => kind !== 'referral-center' || owner.salesRepId !== undefined);
  const seal = kinds.length ? await currentSeal(ctx, owner) : '';
  const token = (kind: SignUpLinkKind) => (kinds.includes(kind) ? tokenOf(ctx, owner.memberId, kind, seal) : null);
  const [harvestCenter, referralCenter, hcStaff] = await Promise.all([token('harvest-center'), token('referral-center'), token('hc-staff')]);
  return { harvest_center: harvestCenter, referral_center: referralCenter, hc_staff: hcStaff };
}

/** A new link of one kind for the member itself (or, for admins, any member): the old one stops working. */
export async function renew(ctx: MemberCtx, ownerId: number, kind: SignUpLinkKind): Promise<SignUpLinks> {
  const own = ownerId === ctx.member.memberId && may(ctx, 'sign-up-links:own');
  const owner = own ? ctx.member : may(ctx, 'sign-up-links:any') ? await Members.fromId(ctx, ownerId) : undefined;
  if (!owner) throw notFound('User');
  if (!kindsOf(owner).includes(kind)) throw invalid('This member has no sign-up link of that kind.');
  const seal = await currentSeal(ctx, owner);
  await ctx.db.entities.signUpLink.put({ domainId: ctx.domain.domainId, ownerId, kind, token: newToken(), seal, issuedAt: new Date().toISOString() }).go();
  await record(ctx, { action: 'sign-up-link.renewed', target: `member:${ownerId}`, detail: kind });
  return linksOf(ctx, ownerId);
}

/** The link's parties, as a registration page's request names them. */
export interface LinkNames {
  salesRepId?: number;
  hcId?: number;
  invite?: string;
}

/** Who a registration through a valid link joins: the sales rep, the harvest center, or both. */
export interface LinkParties {
  rep?: MemberRecord;
  center?: MemberRecord;
}

const noLongerValid = () => invalid(LINK_NO_LONGER_VALID);

async function invitingCenter(ctx: DomainCtx, hcId: number | undefined, kind: SignUpLinkKind, invite: string | undefined) {
  const center = hcId === undefined ? undefined : await current(ctx, hcId);
  if (!active(center, Membership.HarvestCenter) || !(await matches(ctx, center, kind, invite))) throw noLongerValid();
  return center;
}

/**
 * The parties of a registration page's link, when its token is the current one of the member it
 * names for that page's kind; anything else (a bare id, an old link, a token of another member, kind
 * or domain) is one same 400, so a link tells nothing about members it was not issued by.
 * A referral center joins the center of its link and that center's sales rep now.
 */
export async function partiesOf(ctx: DomainCtx, page: RegistrationPage, names: LinkNames): Promise<LinkParties> {
  if (page === 'harvest-center') {
    const rep = names.salesRepId === undefined ? undefined : await current(ctx, names.salesRepId);
    if (!active(rep, Membership.SalesRep) || !(await matches(ctx, rep, 'harvest-center', names.invite))) throw noLongerValid();
    return { rep };
  }
  if (page === 'referral-center') {
    const center = await invitingCenter(ctx, names.hcId, 'referral-center', names.invite);
    if (names.salesRepId !== undefined && names.salesRepId !== center.salesRepId) throw noLongerValid();
    const rep = center.salesRepId === undefined ? undefined : await Members.fromId(ctx, center.salesRepId);
    if (!active(rep, Membership.SalesRep)) throw invalid(UNKNOWN_SALES_REP);
    return { rep, center };
  }
  if (page === 'hc-staff') return { center: await invitingCenter(ctx, names.hcId, 'hc-staff', names.invite) };
  return {};
}

/** The harvest center a referral or staff link names, for its page: only with that link's token. */
export async function linkCenter(ctx: DomainCtx, hcId: number, invite: string | undefined): Promise<MemberRecord> {
  const center = await current(ctx, hcId);
  if (!active(center, Membership.HarvestCenter)) throw noLongerValid();
  const valid = (await matches(ctx, center, 'referral-center', invite)) || (await matches(ctx, center, 'hc-staff', invite));
  if (!valid) throw noLongerValid();
  return center;
}

/** The sales rep a harvest center link names, for its page: only with that link's token. */
export async function linkSalesRep(ctx: DomainCtx, repId: number, invite: string | undefined): Promise<MemberRecord> {
  const { rep } = await partiesOf(ctx, 'harvest-center', { salesRepId: repId, invite });
  return rep!;
}
