import {
  Membership,
  registrationPages,
  SIGN_ALL_DOCUMENTS,
  TOO_MANY_REGISTRATIONS,
  UNKNOWN_CENTER,
  UNKNOWN_SALES_REP,
  WRONG_MEMBERSHIP,
  type RegistrationPage,
  type RegistrationRequest,
} from '@portal/contracts';
import { record } from '../audit/audit';
import * as RateLimits from '../auth/rate-limits';
import type { DomainCtx, MemberRecord } from '../context';
import * as Signing from '../documents/signing';
import { invalid } from '../errors';
import * as Members from '../members/members';
import * as Templates from '../templates/templates';

/** Registrations one network address may send per hour (each creates an account). */
export const REGISTRATIONS_PER_ADDRESS = 10;

const has = (m: MemberRecord | undefined, membership: number) => Boolean(m && m.active !== false && m.memberships.includes(membership));

/** The sales rep a link names (srid), with its team: it must be an active rep of this domain. */
async function repOf(ctx: DomainCtx, id: number | undefined) {
  const rep = id === undefined ? undefined : await Members.fromId(ctx, id);
  if (!rep || !has(rep, Membership.SalesRep)) throw invalid(UNKNOWN_SALES_REP);
  return { salesRepId: rep.memberId, salesManagerId: rep.salesManagerId, salesDistributorId: rep.salesDistributorId };
}

/** The harvest center a link names (hcid): an active harvest center of this domain. */
async function centerOf(ctx: DomainCtx, id: number | undefined): Promise<MemberRecord> {
  const center = id === undefined ? undefined : await Members.fromId(ctx, id);
  if (!center || !has(center, Membership.HarvestCenter)) throw invalid(UNKNOWN_CENTER);
  return center;
}

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

/** The links and fields a page's member starts with; the page alone decides its membership. */
async function linksOf(ctx: DomainCtx, page: RegistrationPage, input: RegistrationRequest): Promise<Partial<Members.NewMember>> {
  if (page === 'harvest-center') {
    const team = await repOf(ctx, input.saless_rep_id);
    return { ...team, registrationDocuments: await signedDocuments(ctx, page, input) };
  }
  if (page === 'referral-center') {
    const team = await repOf(ctx, input.saless_rep_id);
    const center = input.hc_id === undefined ? undefined : await centerOf(ctx, input.hc_id);
    return { ...team, rhcHcIds: center ? [center.memberId] : [], registrationDocuments: await signedDocuments(ctx, page, input) };
  }
  if (page === 'hc-staff') {
    const center = await centerOf(ctx, input.hc_id);
    if (input.staff_hc_ids?.some((id) => id !== center.memberId)) throw invalid(UNKNOWN_CENTER);
    return { staffHcIds: [center.memberId] };
  }
  return {};
}

/**
 * A public registration page creates one member of its own membership (an HC page can never create
 * an admin, whatever the payload says), with the password the person chose: a Cognito user of the
 * request's domain, its e-mail unique in the domain. Limited per network address. HC and RHC pages
 * need their link's sales rep (srid) and their signed registration documents; RHC and staff pages
 * link the member to their link's harvest center (hcid). The admin page checks its gate first
 * (see AdminRegistration).
 */
export async function register(ctx: DomainCtx, page: RegistrationPage, input: RegistrationRequest, address: string): Promise<MemberRecord> {
  const { membership } = registrationPages[page];
  if (input.subscription !== membership) throw invalid(WRONG_MEMBERSHIP);
  if (input.domain !== undefined && input.domain !== ctx.domain.domainId) throw invalid(WRONG_MEMBERSHIP);
  await RateLimits.consume(ctx, `registration#${address}`, REGISTRATIONS_PER_ADDRESS, 3600, TOO_MANY_REGISTRATIONS);
  const links = await linksOf(ctx, page, input);
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
  return member;
}
