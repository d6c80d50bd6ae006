import { z } from 'zod';
import { MemberView } from './member';
import { Membership } from './memberships';
import { emailAddress, Id, REQUIRED, text, tooLong, tooMany } from './primitives';
import { InviteToken } from './sign-up-links';

/** The public registration pages (spec §2), each creating one membership only. */
export const registrationPages = {
  'sales-rep': { membership: Membership.SalesRep, title: 'New Sales Rep' },
  'sales-manager': { membership: Membership.SalesManager, title: 'New Sales Manager' },
  'sales-distributor': { membership: Membership.SalesDistributor, title: 'New Sales Distributor' },
  admin: { membership: Membership.Admin, title: 'New Admin' },
  'harvest-center': { membership: Membership.HarvestCenter, title: 'New Harvest Center' },
  'referral-center': { membership: Membership.ReferralHarvestCenter, title: 'New Referral Harvest Center' },
  'hc-staff': { membership: Membership.HcStaff, title: 'New HC Staff Account' },
} as const;
export type RegistrationPage = keyof typeof registrationPages;

/** The pages whose members are centers (HC, RHC) or work at one (staff): address required (spec §5). */
export const withAddress = (page: RegistrationPage) => page === 'harvest-center' || page === 'referral-center' || page === 'hc-staff';
/** HC and RHC: clinic name, clinic phone and postal code required, a sales rep (srid) required, templates signed. */
export const isCenterPage = (page: RegistrationPage) => page === 'harvest-center' || page === 'referral-center';

export const PASSWORD_RULE = 'Required. Min Length 8';
export const ZIP_HINT = 'LEAVE BLANK IF THIS DOES NOT APPLY TO YOUR COUNTRY';

/** A signed registration document, as the page sends it (spec §3 documents: doc_id, title). */
export const RegistrationDocument = z.strictObject({ doc_id: text(100, { required: true }), title: text(200) });

/**
 * The registration payload (spec §3). Fields a page does not ask for may be left out; an unknown
 * field refuses the whole request. `subscription` must be the page's own membership.
 */
export const RegistrationRequest = z.strictObject({
  first_name: text(80, { required: true }),
  last_name: text(80, { required: true }),
  email: emailAddress({ required: true }),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? PASSWORD_RULE : undefined) })
    .min(8, PASSWORD_RULE)
    .max(256, tooLong(256)),
  subscription: z.number().int(),
  address1: text(200).optional(),
  address2: text(200).optional(),
  city: text(100).optional(),
  state_desc: text(100).optional(),
  country_desc: text(100).optional(),
  zip_code: text(20).optional(),
  company: text(120).optional(),
  phone_number: text(30).optional(),
  saless_rep_id: Id.optional(),
  hc_id: Id.optional(),
  staff_hc_ids: z.array(Id).max(1, tooMany(1)).optional(),
  template_id: text(100).optional(),
  document_id: text(100).optional(),
  documents: z.array(RegistrationDocument).max(20, tooMany(20)).optional(),
  domain: Id.optional(),
  /** The invitation token of the link the page was opened with (HC, RHC and staff pages). */
  invite: InviteToken.optional(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

type Field = keyof RegistrationRequest;

/** The fields a page requires beyond names, e-mail and password (spec §5). */
export function requiredFields(page: RegistrationPage): Field[] {
  const address: Field[] = withAddress(page) ? ['address1', 'city', 'state_desc', 'country_desc'] : [];
  const center: Field[] = isCenterPage(page) ? ['company', 'phone_number', 'zip_code'] : [];
  return [...address, ...center];
}

const requiredOf = (page: RegistrationPage) => (value: Partial<Record<Field, unknown>>, ctx: z.RefinementCtx) => {
  for (const field of requiredFields(page)) if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
};

/** The payload of one page: its required fields present and not blank. */
export const registrationRequestFor = (page: RegistrationPage) => RegistrationRequest.superRefine(requiredOf(page));

/** What a person types on a registration page; the page adds its membership, links and documents. */
export const registrationFormFor = (page: RegistrationPage) =>
  RegistrationRequest.pick({
    first_name: true,
    last_name: true,
    email: true,
    password: true,
    address1: true,
    address2: true,
    city: true,
    state_desc: true,
    country_desc: true,
    zip_code: true,
    company: true,
    phone_number: true,
  }).superRefine(requiredOf(page));
export type RegistrationForm = z.input<ReturnType<typeof registrationFormFor>>;

export const RegistrationAnswer = z.object({ success: z.boolean(), message: z.string(), user: MemberView });
export type RegistrationAnswer = z.infer<typeof RegistrationAnswer>;

/** The admin page's password gate (POST domain/config/{domain}/validate-admin-pass/). */
export const AdminPasswordRequest = z.strictObject({
  password: z
    .string({ error: () => REQUIRED })
    .min(1, REQUIRED)
    .max(256, tooLong(256)),
});
export const AdminPasswordAnswer = z.object({ success: z.boolean(), message: z.string() });
/** The admin registration repeats the accepted gate password, so the page alone cannot create an admin. */
export const AdminRegistrationRequest = RegistrationRequest.extend({ admin_form_password: z.string().min(1, REQUIRED).max(256, tooLong(256)) });

export const REGISTERED = 'Your account has been created. You can sign in now.';
export const ADMIN_CREATED = 'Admin user created Succesfully!';
export const ADMIN_FAILED = 'Something went wrong, Please try again!';
export const ACCESS_NOT_ALLOWED = 'Access not allowed';
export const WRONG_MEMBERSHIP = 'This page cannot create that kind of account.';
export const UNKNOWN_SALES_REP = 'The sales rep of this link was not found. Please ask your sales rep for a new link.';
export const SIGN_ALL_DOCUMENTS = 'Please sign every document before you submit.';
export const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address. Please wait an hour and try again.';
export const TOO_MANY_ADMIN_ATTEMPTS = 'Too many attempts. Please wait an hour and try again.';
