import { LABEL_NEEDED, type FedexRequestView } from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx } from '../context';
import { forbidden, invalid } from '../errors';
import * as Members from '../members/members';
import { may } from '../members/scope';
import { labelBytes } from './label-files';
import { view, visible, type FedexRequest } from './lists';

const patientNames = (r: FedexRequest) =>
  [...(r.patients ?? []).map((p) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()), r.otherPatientName ?? ''].filter(Boolean).join(', ');

function labelMail(ctx: MemberCtx, r: FedexRequest, to: string, pdf: Uint8Array) {
  const name = r.hcCompany || 'Hello';
  return ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [to],
    subject: `${ctx.domain.name}: your Fedex label #${r.requestId}`,
    text: [
      r.hcCompany ? `Hello ${name},` : 'Hello,',
      '',
      `The Fedex shipping label you requested for ${r.labelDate} is attached.`,
      `Patients: ${patientNames(r)}`,
      `Doctor: ${r.doctorName} (${r.doctorEmail})`,
      '',
      `Tracking number: ${r.trackingNumber}`,
      `Track the shipment: ${r.trackingLink}`,
      '',
      `Your requests and their labels are also in the portal: ${ctx.domain.url}/fedex-request-label`,
    ].join('\n'),
    attachments: [{ filename: `fedex-label-${r.requestId}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}

/**
 * Mails the requesting center its label (attached) and tracking link (fedex-requests/send-notification/),
 * then marks the request notified. A request without its label and tracking is refused; a mail
 * that fails leaves the request as it was, so the admin can send again.
 */
export async function sendNotification(ctx: MemberCtx, requestId: number): Promise<FedexRequestView> {
  const r = await visible(ctx, requestId);
  if (!may(ctx, 'labels:manage')) throw forbidden();
  if (!r.pdfFile || !r.trackingNumber) throw invalid(LABEL_NEEDED);
  const pdf = await labelBytes(ctx, r.pdfFile);
  if (!pdf) throw new Error(`label file of fedex request ${requestId} is missing`);
  const center = await Members.fromId(ctx, r.centerId);
  await labelMail(ctx, r, center?.email ?? r.hcEmail ?? '', pdf);
  const notifiedAt = new Date().toISOString();
  await ctx.db.entities.fedexRequest.patch({ domainId: ctx.domain.domainId, requestId }).set({ notificationSent: true, notifiedAt }).go();
  await record(ctx, { action: 'fedex.notified', target: `fedex:${requestId}` });
  return view({ ...r, notificationSent: true, notifiedAt });
}
