import {
  LABEL_FILE_MISSING,
  LABEL_FILE_TAKEN,
  Membership,
  NOT_YOUR_PATIENTS,
  type FedexLabelFields,
  type FedexRequestFields,
  type FedexRequestView,
} from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx, MemberRecord } from '../context';
import { nextId } from '../db/counters';
import { writeWithEntries } from '../db/entries';
import { failedCondition, transact } from '../db/transact';
import { conflict, forbidden, invalid } from '../errors';
import * as Members from '../members/members';
import { may } from '../members/scope';
import { keepLabelFile, labelExists, removeLabelFile } from './label-files';
import { immediateEntriesOf, view, visible, type FedexRequest } from './lists';

export { labelUrl, putLabel } from './label-files';
export { page, visible } from './lists';
export { sendNotification } from './notification';

/** Whether `patient` is the center's own: a patient of the harvest center, or one the referral center referred. */
const isOwnPatient = (center: MemberRecord, patient: MemberRecord) =>
  patient.memberships.includes(Membership.Patient) && (patient.harvestCenterId === center.memberId || patient.referralHarvestCenterId === center.memberId);

/** The patients a request names, each the center's own, in the order given; anyone else refuses the request. */
async function ownPatients(ctx: MemberCtx, ids: readonly number[]): Promise<FedexRequest['patients']> {
  const unique = [...new Set(ids)];
  const found = await Members.many(ctx, unique);
  if (found.length !== unique.length || !found.every((p) => isOwnPatient(ctx.member, p))) throw invalid(NOT_YOUR_PATIENTS);
  return found.map((p) => ({ id: p.memberId, firstName: p.firstName, lastName: p.lastName }));
}

/**
 * A center asks for a shipping label (fedex-requests/ POST): the acting member is the center (staff
 * and admins act as it). The request and its entries in the center's and the admin's tables are
 * written together (its postings follow from the projector); patients outside the center's own are refused before anything is stored.
 */
export async function request(ctx: MemberCtx, input: FedexRequestFields): Promise<FedexRequestView> {
  if (!may(ctx, 'labels:request')) throw forbidden();
  const center = ctx.member;
  const patients = await ownPatients(ctx, input.patients_ids ?? []);
  const domainId = ctx.domain.domainId;
  const requestId = await nextId(ctx.db, domainId, 'fedexRequest');
  const item: FedexRequest = {
    domainId,
    requestId,
    centerId: center.memberId,
    hcCompany: center.company ?? '',
    hcEmail: center.email,
    requestedBy: ctx.caller.memberId,
    doctorName: input.doctor_name,
    doctorEmail: input.doctor_email,
    address1: input.address1,
    city: input.city,
    stateDesc: input.state_desc,
    zipCode: input.zip_code ?? '',
    countryDesc: input.country_desc,
    patients,
    otherPatientName: input.other_patient_name ?? '',
    labelDate: input.label_date,
    trackingNumber: '',
    trackingLink: '',
    notificationSent: false,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeWithEntries(ctx.db, domainId, (e) => [e.fedexRequest.create(item)], immediateEntriesOf(item));
  if (!outcome.ok) throw new Error(`fedex request write cancelled: ${outcome.reasons.map((r) => r.code).join(',')}`);
  await record(ctx, { action: 'fedex.requested', target: `fedex:${requestId}` });
  return view(item);
}

/**
 * The admin adds (or changes) a request's label and tracking (PATCH fedex-requests/{id}/). A new
 * file must be one process-file stored in this domain and no other request's: its claim is written
 * with the request, on condition the request still holds the file it was read with. A change of
 * label or tracking counts the center as not yet notified of it; a replaced file is removed.
 */
export async function addLabel(ctx: MemberCtx, requestId: number, input: FedexLabelFields): Promise<FedexRequestView> {
  const current = await visible(ctx, requestId);
  if (!may(ctx, 'labels:manage')) throw forbidden();
  const file = input.pdf_file ?? current.pdfFile;
  if (!file) throw invalid(LABEL_FILE_MISSING);
  const newFile = file !== current.pdfFile;
  if (newFile && !(await labelExists(ctx, file))) throw invalid(LABEL_FILE_MISSING);
  const set = { trackingNumber: input.tracking_number, trackingLink: input.tracking_link, pdfFile: file };
  const changed = newFile || set.trackingNumber !== current.trackingNumber || set.trackingLink !== current.trackingLink;
  const domainId = ctx.domain.domainId;
  const outcome = await transact(ctx.db, (e) => {
    const write = e.fedexRequest
      .patch({ domainId, requestId })
      .set(changed ? { ...set, notificationSent: false } : set)
      .where((attr, op) => (current.pdfFile ? op.eq(attr.pdfFile, current.pdfFile) : op.notExists(attr.pdfFile)));
    if (!newFile) return [write];
    return [
      write,
      e.fedexLabelFile.create({ domainId, file, requestId }),
      ...(current.pdfFile ? [e.fedexLabelFile.delete({ domainId, file: current.pdfFile }).where((attr, op) => op.eq(attr.requestId, requestId))] : []),
    ];
  });
  if (!outcome.ok) throw failedCondition(outcome, 1) ? conflict(LABEL_FILE_TAKEN) : conflict('The label was changed at the same time. Please try again.');
  if (newFile) await keepLabelFile(ctx, file);
  if (newFile && current.pdfFile) await removeLabelFile(ctx, current.pdfFile);
  await record(ctx, { action: 'fedex.label-added', target: `fedex:${requestId}` });
  return view({ ...current, ...set, notificationSent: changed ? false : current.notificationSent });
}

/** Sets whether the center counts as notified (update-sent-notification/{id}/). */
export async function markSent(ctx: MemberCtx, requestId: number, sent: boolean): Promise<FedexRequestView> {
  const current = await visible(ctx, requestId);
  if (!may(ctx, 'labels:manage')) throw forbidden();
  const notifiedAt = new Date().toISOString();
  await ctx.db.entities.fedexRequest
    .patch({ domainId: ctx.domain.domainId, requestId })
    .set(sent ? { notificationSent: true, notifiedAt } : { notificationSent: false })
    .go();
  await record(ctx, { action: sent ? 'fedex.marked-sent' : 'fedex.marked-unsent', target: `fedex:${requestId}` });
  return view({ ...current, notificationSent: sent, ...(sent ? { notifiedAt } : {}) });
}
