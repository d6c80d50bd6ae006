import { membershipNames, type MemberView, type MembershipId } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { nextId } from '../db/counters';
import { conflict } from '../errors';
import { linkChanges, linkKey, touchesLinks } from './links';

/** The identity-provider user name of a member: one per person per domain. */
export const identityUsername = (domainId: number, memberId: number) => `d${domainId}-m${memberId}`;

/** Reads the member id back from an identity user name of this domain, or undefined. */
export function memberIdFromUsername(domainId: number, username: string): number | undefined {
  const match = /^d(\d+)-m(\d+)$/.exec(username);
  if (!match || Number(match[1]) !== domainId) return undefined;
  return Number(match[2]);
}

export async function fromId(ctx: DomainCtx, memberId: number): Promise<MemberRecord | undefined> {
  const { data } = await ctx.db.entities.member.get({ domainId: ctx.domain.domainId, memberId }).go();
  return data ?? undefined;
}

/** Members by id, in the order given; ids that name no member are left out. */
export async function many(ctx: DomainCtx, memberIds: readonly number[]): Promise<MemberRecord[]> {
  if (!memberIds.length) return [];
  const { data } = await ctx.db.entities.member
    .get(memberIds.map((memberId) => ({ domainId: ctx.domain.domainId, memberId })))
    .go({ preserveBatchOrder: true });
  return data.filter((m): m is MemberRecord => Boolean(m));
}

export async function fromEmail(ctx: DomainCtx, email: string): Promise<MemberRecord | undefined> {
  const { data } = await ctx.db.entities.member.query
    .byEmail({ domainId: ctx.domain.domainId, email: email.toLowerCase() })
    .go({ limit: 1 });
  return data[0];
}

export type NewMember = Pick<MemberRecord, 'email' | 'firstName' | 'lastName' | 'memberships'> &
  Partial<Omit<MemberRecord, 'domainId' | 'memberId' | 'identityUsername' | 'dateJoined'>>;

/**
 * Creates a member and its identity. The e-mail claim and the member are written in one
 * transaction, so an address belongs to one member per domain even under concurrent requests.
 */
export async function create(
  ctx: DomainCtx,
  input: NewMember & { password?: string; temporaryPassword?: string },
): Promise<MemberRecord> {
  const { password, temporaryPassword, ...fields } = input;
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
    searchText: searchTextOf({ ...fields, memberId, email }),
  };
  const { add } = linkChanges(undefined, member);
  const result = await ctx.db
    .transaction.write(({ member: m, emailClaim, memberLink }) => [
      emailClaim.create({ domainId, email, memberId }).commit(),
      m.create(member).commit(),
      ...add.map((l) => memberLink.put(l).commit()),
    ])
    .go();
  if (result.canceled) throw conflict('A user with this email already exists.');
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
    // Without an identity the member could never sign in and would hold its address: undo.
    await ctx.db.transaction
      .write(({ member: m, emailClaim, memberLink }) => [
        m.delete({ domainId, memberId }).commit(),
        emailClaim.delete({ domainId, email }).commit(),
        ...add.map((l) => memberLink.delete(linkKey(l)).commit()),
      ])
      .go();
    throw e;
  }
  const created = await fromId(ctx, memberId);
  if (!created) throw new Error(`member ${memberId} vanished after creation`);
  return created;
}

export async function recordLogin(ctx: DomainCtx, member: MemberRecord): Promise<MemberRecord> {
  const { data } = await ctx.db.entities.member
    .patch({ domainId: member.domainId, memberId: member.memberId })
    .set({ lastLogin: new Date().toISOString() })
    .go({ response: 'all_new' });
  return data as MemberRecord;
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

export type MemberPatch = Partial<
  Omit<MemberRecord, 'domainId' | 'memberId' | 'identityUsername' | 'email' | 'dateJoined' | 'status' | 'searchText'>
>;

type Searchable = Pick<MemberRecord, 'memberId' | 'email' | 'firstName' | 'lastName'> & { company?: string };

/** What the users list filters on: id, full name, e-mail and company, lower-cased. */
export const searchTextOf = (m: Searchable) =>
  [m.memberId, `${m.firstName} ${m.lastName}`, m.email, m.company ?? ''].join(' ').toLowerCase();

const searchFields = ['firstName', 'lastName', 'company'] as const;

/**
 * Sets fields of a member of the request's domain; a field given as undefined is cleared. When
 * links or memberships change, the link items change in the same transaction. The e-mail
 * changes only through its claim.
 */
export async function patch(ctx: DomainCtx, memberId: number, fields: MemberPatch): Promise<MemberRecord> {
  const key = { domainId: ctx.domain.domainId, memberId };
  const needsCurrent = searchFields.some((f) => f in fields) || touchesLinks(fields);
  const current = needsCurrent ? await fromId(ctx, memberId) : undefined;
  const searchText = current && searchFields.some((f) => f in fields) ? searchTextOf({ ...current, ...fields }) : undefined;
  const cleared = Object.keys(fields).filter((k) => fields[k as keyof MemberPatch] === undefined) as (keyof MemberPatch)[];
  const set = { ...(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as MemberPatch), ...(searchText === undefined ? {} : { searchText }) };
  const changes = current ? linkChanges(current, { ...current, ...fields, ...(searchText === undefined ? {} : { searchText }) }) : { remove: [], add: [] };

  if (!changes.remove.length && !changes.add.length) {
    const update = ctx.db.entities.member.patch(key).set(set);
    const { data } = await (cleared.length ? update.remove(cleared) : update).go({ response: 'all_new' });
    return data as MemberRecord;
  }
  const result = await ctx.db.transaction
    .write(({ member, memberLink }) => {
      const update = member.patch(key).set(set);
      return [
        (cleared.length ? update.remove(cleared) : update).commit(),
        ...changes.remove.map((l) => memberLink.delete(linkKey(l)).commit()),
        ...changes.add.map((l) => memberLink.put(l).commit()),
      ];
    })
    .go();
  if (result.canceled) throw conflict('The user changed at the same time. Please try again.');
  const updated = await fromId(ctx, memberId);
  if (!updated) throw new Error(`member ${memberId} vanished`);
  return updated;
}
