import {
  registrationPages,
  SIGN_ALL_DOCUMENTS,
  LINK_NO_LONGER_VALID,
  TOO_MANY_REGISTRATIONS,
  WRONG_MEMBERSHIP,
  type RegistrationPage,
  type RegistrationRequest,
} from '@portal/contracts';
import { record } from '../audit/audit';
import * as RateLimits from '../auth/rate-limits';
import type { DomainCtx, MemberRecord } from '../context';
import * as HcAttestation from '../documents/hc-attestation';
import * as Signing from '../documents/signing';
import { invalid } from '../errors';
import * as Members from '../members/members';
import * as Templates from '../templates/templates';
import * as SignUpLinks from './sign-up-links';
import type { LinkParties } from './sign-up-links';

/** Registrations one network address may send per hour (each creates an account). */
export const REGISTRATIONS_PER_ADDRESS = 10;

/**
 * The documents a center page had signed: one Completed registration document of this signer per
 * active registration template of the page's type. Each is asked of the provider afresh, so a page
 * cannot claim a document it did not finish.
 */
async function signedDocuments(ctx: DomainCtx, page: RegistrationPage, input: RegistrationRequest) {
  const templates = await Templates.forRegistration(ctx, registrationPages[page].membership);
  const sent = input.documents ?? [];
  const docs = [];
  for (const template of templates) {
    let signed: Signing.SigningDocument | undefined;
    for (const { doc_id } of sent) {
      const doc = await Signing.fromDocumentId(ctx, doc_id);
      if (!doc || doc.audience !== 'registration' || doc.templateId !== template.templateId || doc.signerEmail.toLowerCase() !== input.email) continue;
      const latest = await Signing.refresh(ctx, doc);
      if (latest.status === 'Completed') signed = latest;
    }
    if (!signed) throw invalid(SIGN_ALL_DOCUMENTS);
    docs.push({ documentId: signed.documentId, templateId: template.templateId, title: template.title });
  }
  return docs;
}

/** The links a page's member starts with, from its link's parties; the page alone decides its membership. */
async function linksOf(ctx: DomainCtx, page: RegistrationPage, input: RegistrationRequest, parties: LinkParties): Promise<Partial<Members.NewMember>> {
  const { rep, center } = parties;
  const team = rep ? { salesRepId: rep.memberId, salesManagerId: rep.salesManagerId, salesDistributorId: rep.salesDistributorId } : {};
  if (page === 'harvest-center') return { ...team, registrationDocuments: await signedDocuments(ctx, page, input) };
  if (page === 'referral-center') return { ...team, rhcHcIds: [center!.memberId], registrationDocuments: await signedDocuments(ctx, page, input) };
  if (page === 'hc-staff') {
    if (input.staff_hc_ids?.some((id) => id !== center!.memberId)) throw invalid(LINK_NO_LONGER_VALID);
    // Associated at once, entered only once the center confirms (Staff.confirm).
    return { staffHcIds: [center!.memberId], staffUnconfirmedHcIds: [center!.memberId] };
  }
  return {};
}

/**
 * Tells a center that someone joined it through its link, so a stranger does not go unnoticed; a
 * staff member waits for the center's answer, which the mail's link opens on the Staff page.
 */
async function tellCenter(ctx: DomainCtx, page: RegistrationPage, center: MemberRecord, member: MemberRecord) {
  const staff = page === 'hc-staff';
  const who = `${member.firstName} ${member.lastName} (${member.email}${member.company ? `, ${member.company}` : ''})`;
  const body = staff
    ? [
        `${who} has signed up as a staff member of your center through your sign-up link. They cannot see your patients, documents or cards until you confirm them.`,
        '',
        `Confirm or refuse them: ${ctx.domain.url}/staff-view?confirm=${member.memberId}`,
        '',
        'If you do not know them, refuse them there, and make a new link on the Staff page so the old one stops working.',
      ]
    : [
        `${who} has signed up as a referral harvest center of your center through your sign-up link.`,
        '',
        `If you do not know them, sign in at ${ctx.domain.url}/ and remove them on the Referral Patients page, and make a new link there so the old one stops working.`,
      ];
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [center.email],
    subject: staff
      ? `${member.firstName} ${member.lastName} asks to join ${center.company || 'your center'} as staff on ${ctx.domain.name}`
      : `${member.firstName} ${member.lastName} joined ${center.company || 'your center'} on ${ctx.domain.name}`,
    text: [`Hello ${center.firstName},`, '', ...body].join('\n'),
  });
}

/**
 * A public registration page creates one member of its own membership (an HC page can never create
 * an admin, whatever the payload says), with the password the person chose: a Cognito user of the
 * request's domain, its e-mail unique in the domain. Limited per network address. HC, RHC and staff
 * pages need a sign-up link whose invitation token is current (sign-up-links.ts): it names the sales
 * rep (srid) or the harvest center (hcid) the member joins, and the center is told by e-mail. HC and
 * RHC pages also need their signed registration documents; a harvest center's signed attestation is
 * its attestation from the start (HcAttestation.adoptRegistration). The admin page checks its gate first
 * (see AdminRegistration).
 */
export async function register(ctx: DomainCtx, page: RegistrationPage, input: RegistrationRequest, address: string): Promise<MemberRecord> {
  const { membership } = registrationPages[page];
  if (input.subscription !== membership) throw invalid(WRONG_MEMBERSHIP);
  if (input.domain !== undefined && input.domain !== ctx.domain.domainId) throw invalid(WRONG_MEMBERSHIP);
  await RateLimits.consume(ctx, `registration#${address}`, REGISTRATIONS_PER_ADDRESS, 3600, TOO_MANY_REGISTRATIONS);
  const parties = await SignUpLinks.partiesOf(ctx, page, { salesRepId: input.saless_rep_id, hcId: input.hc_id, invite: input.invite });
  const links = await linksOf(ctx, page, input, parties);
  const documents = links.registrationDocuments ?? [];
  const member = await Members.create(ctx, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    memberships: [membership],
    phoneNumber: input.phone_number ?? '',
    company: input.company ?? '',
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    stateDesc: input.state_desc ?? '',
    countryDesc: input.country_desc ?? '',
    zipCode: input.zip_code ?? '',
    ...links,
    ...(documents[0] ? { documentId: documents[0].documentId } : {}),
    signupDate: new Date().toISOString(),
    password: input.password,
  });
  await record(ctx, { action: 'member.registered', target: `member:${member.memberId}`, detail: page, actorId: member.memberId });
  if (page === 'harvest-center') await HcAttestation.adoptRegistration(ctx, member);
  if (parties.center) await tellCenter(ctx, page, parties.center, member);
  return member;
}
