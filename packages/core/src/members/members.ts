import { setTimeout as sleep } from 'node:timers/promises';
import { Membership, membershipNames, type MemberView, type MembershipId } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { nextId } from '../db/counters';
import { readEvery } from '../db/batches';
import { conflict, notFound } from '../errors';
import { writeWithEntries } from '../db/entries';
import { failedCondition, refusedByCondition, transact, unlessRefused, type TxEntities, type TxWrite } from '../db/transact';
import { followUpOf, markFollowUp, withUnfinished } from '../projections/follow-ups';
import { centersLeft, endsOwnLinks } from '../registration/link-readers';
import { assertNotCommon } from '../auth/common-passwords';
import { immediateEntriesOf } from './member-lists';

/** The identity-provider user name of a member: one per person per domain. */
export const identityUsername = (domainId: number, memberId: number) => `d${domainId}-m${memberId}`;

/** Reads the member id back from an identity user name of this domain, or undefined. */
export function memberIdFromUsername(domainId: number, username: string): number | undefined {
  const match = /^d(\d+)-m(\d+)$/.exec(username);
  if (!match || Number(match[1]) !== domainId) return undefined;
  return Number(match[2]);
}

/** A member by id; `consistent` reads every write acknowledged before the read (sign-in reads the session epoch so). */
export async function fromId(ctx: DomainCtx, memberId: number, options: { consistent?: boolean } = {}): Promise<MemberRecord | undefined> {
  const { data } = await ctx.db.entities.member.get({ domainId: ctx.domain.domainId, memberId }).go({ consistent: options.consistent ?? false });
  return data ?? undefined;
}

/**
 * Members by id, in the order given; ids that name no member are left out. `concurrency` BatchGets
 * of 100 run at once (long lists: exports); `consistent`: a change a moment ago is read.
 */
export async function many(ctx: DomainCtx, memberIds: readonly number[], concurrency = 1, options: { consistent?: boolean } = {}): Promise<MemberRecord[]> {
  return readEvery(
    memberIds.map((memberId) => ({ domainId: ctx.domain.domainId, memberId })),
    (keys) => ctx.db.entities.member.get(keys).go({ concurrent: concurrency, consistent: options.consistent ?? false }),
    (k) => k.memberId,
  );
}

/**
 * The member an e-mail address belongs to in the domain, read through its claim (written in the same
 * transaction as the member, in the table): both reads are strongly consistent, so a sign-in right
 * after registering finds the member, where the e-mail index, eventually consistent on DynamoDB,
 * could still miss it.
 */
export async function fromEmail(ctx: DomainCtx, email: string): Promise<MemberRecord | undefined> {
  const address = email.toLowerCase();
  const { data: claim } = await ctx.db.entities.emailClaim.get({ domainId: ctx.domain.domainId, email: address }).go({ consistent: true });
  const member = claim ? await fromId(ctx, claim.memberId, { consistent: true }) : undefined;
  return member?.email === address ? member : undefined;
}

export type NewMember = Pick<MemberRecord, 'email' | 'firstName' | 'lastName' | 'memberships'> &
  Partial<Omit<MemberRecord, 'domainId' | 'memberId' | 'identityUsername' | 'dateJoined' | 'revision'>>;

/**
 * Creates a member and its identity. The e-mail claim, the member and the entries it must have at
 * once (the lists its maker's dialog closes onto, see immediateEntriesOf) are written in one
 * transaction, so an address belongs to one member per domain even under concurrent requests; the
 * projector adds the member to its other lists and postings.
 */
export async function create(ctx: DomainCtx, input: NewMember & { password?: string; temporaryPassword?: string }): Promise<MemberRecord> {
  const { password, temporaryPassword, ...given } = input;
  // A password the member chose (a registration) is refused when it is one of the most common ones.
  if (password !== undefined) await assertNotCommon(password);
  // A patient's manager and distributor are its rep's, read through (network/teams.ts): never copied onto it.
  const fields = given.memberships[0] === Membership.Patient ? { ...given, salesManagerId: undefined, salesDistributorId: undefined } : given;
  const domainId = ctx.domain.domainId;
  const email = fields.email.toLowerCase();
  const memberId = await nextId(ctx.db, domainId, 'member');
  const member = {
    ...fields,
    email,
    domainId,
    memberId,
    identityUsername: identityUsername(domainId, memberId),
    dateJoined: new Date().toISOString(),
    revision: 0,
  };
  const madeBy = 'member' in ctx ? (ctx as { member?: MemberRecord }).member?.memberId : undefined;
  const created = await writeWithEntries(
    ctx.db,
    domainId,
    (e) => [e.emailClaim.create({ domainId, email, memberId }), e.member.create(member)],
    immediateEntriesOf(member, madeBy),
  );
  if (!created.ok) throw conflict('A user with this email already exists.');
  try {
    await ctx.providers.identity.createUser({
      username: member.identityUsername,
      email,
      domainId,
      memberships: member.memberships,
      password,
      temporaryPassword,
    });
  } catch (e) {
    // Without an identity the member could never sign in and would hold its address: undo (the projector takes it out of its lists).
    await transact(ctx.db, (x) => [x.member.delete({ domainId, memberId }), x.emailClaim.delete({ domainId, email })]);
    throw e;
  }
  const stored = await fromId(ctx, memberId);
  if (!stored) throw new Error(`member ${memberId} vanished after creation`);
  return stored;
}

/**
 * Deletes a member with its e-mail claim, on condition the stored member is still the one read as
 * `target` (its revision); the projector takes it out of its lists. Answers whether it was deleted.
 */
export async function remove(ctx: DomainCtx, target: MemberRecord): Promise<boolean> {
  const { domainId, memberId, email } = target;
  const outcome = await transact(ctx.db, (e) => [
    e.member.delete({ domainId, memberId }).where((attr, op) => op.eq(attr.revision, target.revision ?? 0)),
    e.emailClaim.delete({ domainId, email }),
  ]);
  return outcome.ok;
}

/** The session epoch a sign-in read before its token was issued, and the token to admit (auth/session-epoch.ts). */
export interface LoginEpoch {
  endedAt: number | undefined;
  admit?: string;
}

/**
 * Records a sign-in (and admits its token), on condition that the member's sessions have not ended
 * since `epoch` was read; undefined when they have, as the token is then refused.
 */
export async function recordLogin(ctx: DomainCtx, member: MemberRecord, epoch: LoginEpoch): Promise<MemberRecord | undefined> {
  const update = ctx.db.entities.member.patch({ domainId: member.domainId, memberId: member.memberId }).set({ lastLogin: new Date().toISOString() });
  try {
    const { data } = await (epoch.admit ? update.append({ sessionsAdmitted: [epoch.admit] }) : update)
      .where((attr, op) => (epoch.endedAt === undefined ? op.notExists(attr.sessionsEndedAt) : op.eq(attr.sessionsEndedAt, epoch.endedAt)))
      .go({ response: 'all_new' });
    return data as MemberRecord;
  } catch (e) {
    if (refusedByCondition(e)) return undefined;
    throw e;
  }
}

const membershipName = (id: number) => membershipNames[id as MembershipId] ?? `Membership ${id}`;

/** The member as the API shows it. */
export function view(member: MemberRecord): MemberView {
  return {
    id: member.memberId,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    username: `${member.firstName} ${member.lastName}`.trim(),
    phone_number: member.phoneNumber ?? '',
    subscription: member.memberships[0] ?? 0,
    membership: member.memberships.map((id) => ({ id, name: membershipName(id) })),
    company: member.company ?? '',
    template_id: member.templateId ?? '',
    lab_id: member.labId ?? null,
    domain: member.domainId,
    saless_rep_id: member.salesRepId ?? null,
    sales_manager_id: member.salesManagerId ?? null,
    sales_distributor_id: member.salesDistributorId ?? null,
    staff_hc_ids: member.staffHcIds ?? [],
    staff_unconfirmed_hc_ids: member.staffUnconfirmedHcIds ?? [],
    rhc_hc_ids: member.rhcHcIds ?? [],
    harvest_center_id: member.harvestCenterId ?? null,
    referral_harvest_center_id: member.referralHarvestCenterId ?? null,
    tags: member.tags ?? [],
    is_active: member.active ?? true,
    date_joined: member.dateJoined,
    signup_date: member.signupDate ?? null,
    last_login: member.lastLogin ?? null,
    address1: member.address1 ?? '',
    address2: member.address2 ?? '',
    city: member.city ?? '',
    state_desc: member.stateDesc ?? '',
    country_desc: member.countryDesc ?? '',
    zip_code: member.zipCode ?? '',
    document_id: member.documentId ?? '',
    hc_logo: member.hcLogo ?? '',
    vials_available: member.vialsAvailable ?? 0,
    vials_shipped: member.vialsShipped ?? 0,
    vials_preparation: member.vialsPreparation ?? 0,
    check_agreement: member.checkAgreement ?? null,
    date_adipose_shipped_to_lab: member.dateAdiposeShippedToLab ?? null,
    date_adipose_received_by_lab: member.dateAdiposeReceivedByLab ?? null,
    estimated_date_vials_ready_to_ship: member.estimatedDateVialsReadyToShip ?? null,
    set_date_manually: member.setDateManually ?? false,
    date_vials_ready_to_ship: member.dateVialsReadyToShip ?? null,
    number_times_qc_done: member.numberTimesQcDone ?? 0,
    stemcell_plating_initiated_date: member.stemcellPlatingInitiatedDate ?? null,
    stemcell_plating_successful: (member.stemcellPlatingSuccessful as 1 | 2 | undefined) ?? null,
    hla_typing_test: (member.hlaTypingTest as 1 | 2 | undefined) ?? null,
    vials_ready_ship: member.vialsReadyShip ?? 0,
  };
}

export type MemberPatch = Partial<Omit<MemberRecord, 'domainId' | 'memberId' | 'identityUsername' | 'email' | 'dateJoined' | 'revision' | 'boughtProductIds'>>;

/** How often a member write reads afresh after losing a race with another write of the same member. */
const WRITE_ATTEMPTS = 12;

/**
 * Sets fields of a member of the request's domain; a field given as undefined is cleared. The
 * member is written on condition it is still at the revision it was read at (a lost race reads
 * again and retries); its lists and postings follow from the projector. `extra` adds writes of the
 * same transaction (an e-mail claim...): when one of them fails its condition the change is
 * refused with `refused`.
 */
export async function patch(
  ctx: DomainCtx,
  memberId: number,
  fields: MemberPatch & { email?: string },
  options: { extra?: (e: TxEntities, current: MemberRecord) => TxWrite[]; refused?: string } = {},
): Promise<MemberRecord> {
  const key = { domainId: ctx.domain.domainId, memberId };
  const cleared = Object.keys(fields).filter((k) => fields[k as keyof MemberPatch] === undefined) as (keyof MemberPatch)[];
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as MemberPatch;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const current = await fromId(ctx, memberId, { consistent: true });
    if (!current) throw notFound('User');
    const next = { ...current, ...fields } as MemberRecord;
    const revision = current.revision ?? 0;
    // A change that ends a relation through which sign-up links were read ends those links (link-readers.ts).
    const ownLinks = endsOwnLinks(current, next);
    const leftCenters = await many(ctx, centersLeft(current, next));
    // A change not yet carried to its end is carried again with this one: its marker is replaced by one of both.
    // What follows from it is the member projection's to say (projection.ts declares followUpOf as its fan-out).
    const follows = followUpOf(current, next);
    const followUp = follows && (await withUnfinished(ctx, memberId, follows));
    const outcome = await transact(ctx.db, (e) => {
      const extra = options.extra?.(e, current) ?? [];
      const update = e.member.patch(key).set({ ...set, revision: revision + 1 });
      const sealed = ownLinks ? update.add({ linkEpoch: 1 }) : update;
      const change = (cleared.length ? sealed.remove(cleared) : sealed).where((attr, op) =>
        revision === 0 ? `(${op.notExists(attr.revision)} OR ${op.eq(attr.revision, 0)})` : op.eq(attr.revision, revision),
      );
      const centersLinks = leftCenters.map((center) => e.member.patch({ domainId: ctx.domain.domainId, memberId: center.memberId }).add({ linkEpoch: 1 }));
      // What the member projection declares a change carries to other records (projection.ts) leaves
      // its marker with the record, so lists say they are updating from this answer until it is carried.
      return [change, ...extra, ...centersLinks, ...(followUp ? [markFollowUp(e, ctx.domain.domainId, memberId, revision + 1, followUp)] : [])];
    });
    if (outcome.ok) return { ...next, revision: revision + 1, ...(ownLinks ? { linkEpoch: (current.linkEpoch ?? 0) + 1 } : {}) };
    if (outcome.reasons.slice(1).some((_, i) => failedCondition(outcome, i + 1)))
      throw conflict(options.refused ?? 'The user changed at the same time. Please try again.');
    await sleep(5 + Math.random() * 20 * (attempt + 1));
  }
  throw conflict('The user changed at the same time. Please try again.');
}

/**
 * Notes that a patient bought a product: the projector's part of a paid sale (report-projection.ts).
 * The product joins the member's set by one ADD, beside `patch` (which never sets the set): adding
 * it again, or at the same time as another product or another change, loses nothing.
 */
export async function markBought(ctx: DomainCtx, memberId: number, productId: number): Promise<void> {
  await unlessRefused(
    ctx.db.entities.member
      .patch({ domainId: ctx.domain.domainId, memberId })
      .add({ boughtProductIds: [productId] })
      .go({ response: 'none' }),
  );
}

/** Turns the member's two-factor flag on or off (auth/two-factor.ts, after the identity provider did); answers the member. */
export async function setTwoFactor(ctx: DomainCtx, memberId: number, on: boolean): Promise<MemberRecord> {
  const { data } = await ctx.db.entities.member.patch({ domainId: ctx.domain.domainId, memberId }).set({ twoFactor: on }).go({ response: 'all_new' });
  return data as MemberRecord;
}

/**
 * Turns a member's two-factor off and ends its sessions as of `endedAt`, in one write, on condition
 * it is on: undefined when it was not (a reset done a moment before).
 */
export async function resetTwoFactor(ctx: DomainCtx, memberId: number, endedAt: number): Promise<MemberRecord | undefined> {
  try {
    const { data } = await ctx.db.entities.member
      .patch({ domainId: ctx.domain.domainId, memberId })
      .set({ twoFactor: false, sessionsEndedAt: endedAt })
      .remove(['sessionsAdmitted'])
      .where((attr, op) => op.eq(attr.twoFactor, true))
      .go({ response: 'all_new' });
    return data as MemberRecord;
  } catch (e) {
    if (refusedByCondition(e)) return undefined;
    throw e;
  }
}

/** Changes a member's e-mail with its claim: the new address must be free in the domain. */
export async function changeEmail(ctx: DomainCtx, target: MemberRecord, email: string, fields: MemberPatch = {}): Promise<MemberRecord> {
  const domainId = ctx.domain.domainId;
  const address = email.toLowerCase();
  const updated = await patch(
    ctx,
    target.memberId,
    { ...fields, email: address },
    {
      extra: (e, current) => [
        e.emailClaim.delete({ domainId, email: current.email }),
        e.emailClaim.create({ domainId, email: address, memberId: target.memberId }),
      ],
      refused: 'A user with this email already exists.',
    },
  );
  await ctx.providers.identity.updateEmail(target.identityUsername, address);
  return updated;
}
