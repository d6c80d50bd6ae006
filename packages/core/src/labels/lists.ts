import { labelMediaPath, type FedexRequestView, type FedexStatus } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx, MemberCtx } from '../context';
import { listFamily, type Entry } from '../db/entries';
import { readEvery } from '../db/batches';
import { entryPage, toWire, type WirePage } from '../db/paging';
import { notFound } from '../errors';
import { declareProjection } from '../projections/declare';
import { gramEntries, queryTerms, searchKey, searchRead, searchText } from '../search/grams';
import { may } from '../members/scope';
import type { FedexRequestEntity } from './fedex-request.entity';

export type FedexRequest = EntityItem<FedexRequestEntity>;

const byId = { sort: 'id', counters: 'total' } as const;
/** The domain's requests, newest first: the admin's table. */
const Domain = listFamily('label requests', { ...byId, carries: ['text'] }, () => 'fedex:d');
const DOMAIN_LIST = Domain.key();
/** One center's requests: its past requests. */
const Center = listFamily("a center's label requests", { ...byId, carries: ['text'] }, (centerId: number) => `fedex:c${centerId}`);
const centerList = Center.key;
/** The admin's postings of one trigram. */
const Postings = listFamily('label request postings', { sort: 'id', counters: 'estimate', carries: ['text'] }, (gram: string) => `fedex:d:g:${gram}`);
const gramList = Postings.key;

/** What the admin's filter finds a request by: its id, the center's company, the doctor and the patients' names. */
function textOf(r: FedexRequest): string {
  const patients = (r.patients ?? []).map((p) => `${p.firstName ?? ''} ${p.lastName ?? ''}`);
  return searchText([r.requestId, r.hcCompany, r.doctorName, ...patients, r.otherPatientName]);
}

/**
 * The list entries a request keeps (projections of it, see projections/projector.ts): in the
 * domain's and its center's lists (each with its text, so a center's own short list can be
 * filtered by reading it) and in the domain's postings of each trigram. None of these change with
 * the label.
 */
export function entriesOf(r: FedexRequest): Entry[] {
  const text = textOf(r);
  return [
    { family: Domain, list: DOMAIN_LIST, itemId: r.requestId, text },
    { family: Center, list: centerList(r.centerId), itemId: r.requestId, text },
    ...gramEntries(text, Postings, gramList, { itemId: r.requestId, text }),
  ];
}

/** The label requests' tables and their search (the requests' own records feed them). */
export const labelProjection = declareProjection<FedexRequest>({
  name: 'labels',
  entity: 'fedexRequest',
  sequence: 'fedexRequest',
  idField: 'requestId',
  families: [Domain, Center, Postings],
  entriesOf,
});

/** The entries a new request has at once, written with it: the center's and the admin's tables. */
export const immediateEntriesOf = (r: FedexRequest): Entry[] => entriesOf(r).filter((e) => e.list === DOMAIN_LIST || e.list === centerList(r.centerId));

export const statusOf = (r: FedexRequest): FedexStatus => (!r.pdfFile || !r.trackingNumber ? 'Requested' : r.notificationSent ? 'Notified' : 'Label Ready');

/** A request as the API shows it (spec §3). */
export const view = (r: FedexRequest): FedexRequestView => ({
  id: r.requestId,
  hc_desc: [{ id: r.centerId, company: r.hcCompany ?? '', email: r.hcEmail ?? '' }],
  doctor_name: r.doctorName,
  doctor_email: r.doctorEmail,
  address1: r.address1,
  city: r.city,
  state_desc: r.stateDesc,
  zip_code: r.zipCode ?? '',
  country_desc: r.countryDesc,
  patients_ids: (r.patients ?? []).map((p) => p.id).join(','),
  patients: (r.patients ?? []).map((p) => ({ id: p.id, first_name: p.firstName ?? '', last_name: p.lastName ?? '' })),
  other_patient_name: r.otherPatientName ?? '',
  label_date: r.labelDate,
  tracking_link: r.trackingLink ?? '',
  tracking_number: r.trackingNumber ?? '',
  pdf_file: r.pdfFile ? labelMediaPath(r.pdfFile) : null,
  notification_sent: r.notificationSent ?? false,
  status: statusOf(r),
  created_at: r.createdAt,
});

export async function fromId(ctx: DomainCtx, requestId: number): Promise<FedexRequest | undefined> {
  const { data } = await ctx.db.entities.fedexRequest.get({ domainId: ctx.domain.domainId, requestId }).go();
  return data ?? undefined;
}

/**
 * The request with this id, if the acting member may see it: admins every request of the domain,
 * a center (or staff acting as it) its own. Anything else is a 404, as a missing one.
 */
export async function visible(ctx: MemberCtx, requestId: number): Promise<FedexRequest> {
  const found = await fromId(ctx, requestId);
  if (!found || !(may(ctx, 'labels:manage') || (found.centerId === ctx.member.memberId && may(ctx, 'labels:request')))) throw notFound('Fedex request');
  return found;
}

async function many(ctx: DomainCtx, ids: number[]): Promise<FedexRequest[]> {
  return readEvery(
    ids.map((requestId) => ({ domainId: ctx.domain.domainId, requestId })),
    (keys) => ctx.db.entities.fedexRequest.get(keys).go(),
    (k) => k.requestId,
  );
}

/**
 * One page of the requests the acting member sees, newest first, with the total: the domain's for
 * admins, its own for a center. The admin's filter reads the postings of its rarest trigram
 * (checking every term in it); a center's filter reads its own list.
 */
export async function page(ctx: MemberCtx, search: string | undefined, cursor: string | null, size: number): Promise<WirePage<FedexRequestView>> {
  const terms = queryTerms(search);
  const list = may(ctx, 'labels:manage') ? DOMAIN_LIST : centerList(ctx.member.memberId);
  const read = terms.length && list === DOMAIN_LIST ? await searchRead(ctx, terms, gramList, DOMAIN_LIST) : { list };
  const found = await entryPage(ctx.db, ctx.domain.domainId, {
    list: read.list,
    cursor,
    size,
    filter: { terms },
    cursorFor: searchKey(list, terms),
  });
  return toWire(found, size, (await many(ctx, found.items)).map(view));
}
