import {
  can,
  COMPANY_REQUIRED,
  Membership,
  type AgreementStatus,
  companyMemberships,
  CONTACT_SENT,
  type ContactMessage,
  type ProfileUpdate,
} from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx, MemberRecord } from '../context';
import { forbidden, invalid } from '../errors';
import * as Members from '../members/members';

/**
 * Saves a member's contact details. Company is required for harvest centers and HC staff; the
 * signing template id may be set only by an admin acting as the member. A new e-mail address is
 * claimed in the same transaction that releases the old one, then the identity follows.
 */
export async function update(ctx: MemberCtx, target: MemberRecord, input: ProfileUpdate): Promise<MemberRecord> {
  const needsCompany = target.memberships.some((m) => companyMemberships.includes(m));
  if (needsCompany && !input.company) throw invalid(COMPANY_REQUIRED);
  const adminActing = can(ctx.caller.memberships, 'users:update-any') && ctx.member.memberId !== ctx.caller.memberId;
  if (input.template_id !== undefined && input.template_id !== (target.templateId ?? '') && !adminActing)
    throw forbidden('Only an admin acting as this member may change the template id.');

  const fields: Members.MemberPatch = {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    stateDesc: input.state_desc ?? '',
    countryDesc: input.country_desc ?? '',
    zipCode: input.zip_code ?? '',
    ...(needsCompany || input.company !== undefined ? { company: input.company ?? '' } : {}),
    ...(adminActing && input.template_id !== undefined ? { templateId: input.template_id } : {}),
  };
  const updated =
    input.email === target.email ? await Members.patch(ctx, target.memberId, fields) : await Members.changeEmail(ctx, target, input.email, fields);
  await record(ctx, { action: 'profile.updated', target: `member:${target.memberId}` });
  return updated;
}

/**
 * Where a member stands with the Private Membership Agreement: whether it accepted it (when, at its
 * own local time), and whether the dashboard's gate asks it at all: never an admin (spec §4), judged
 * on the member's own memberships, so an admin acting as a patient sees the patient's gate.
 */
export function agreementOf(target: MemberRecord): AgreementStatus {
  const accepted = target.checkAgreement ?? null;
  return { agreement: Boolean(accepted), check_agreement: accepted, required: !target.memberships.includes(Membership.Admin) };
}

/** Records that the member accepted the Private Membership Agreement, at its own local time. */
export async function acceptAgreement(ctx: MemberCtx, target: MemberRecord, localTimestamp: string): Promise<MemberRecord> {
  const updated = await Members.patch(ctx, target.memberId, { checkAgreement: localTimestamp });
  await record(ctx, { action: 'agreement.accepted', target: `member:${target.memberId}`, detail: localTimestamp });
  return updated;
}

/** Sends Got a Question to the domain's notification address, replying to the sender. */
export async function sendQuestion(ctx: MemberCtx, input: ContactMessage): Promise<string> {
  const to = (ctx.domain.emailNotifications ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (!to.length) throw invalid('This portal has no contact address yet. Please try again later.');
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to,
    replyTo: [input.email],
    subject: `Question from ${input.name} (Member ID ${ctx.member.memberId})`,
    text: [
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone || 'not given'}`,
      `Member ID: ${ctx.member.memberId}`,
      '',
      input.message,
    ].join('\n'),
  });
  return CONTACT_SENT;
}
