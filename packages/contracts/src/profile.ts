import { z } from 'zod';
import { Membership } from './memberships';
import { emailAddress, LocalDateTime, phoneNumber, text } from './primitives';

const required = (max: number) => text(max, { required: true });

export const USER_UPDATED = 'User has been updated';
export const COMPANY_REQUIRED = 'Company is required for harvest centers and HC staff.';

/** Memberships whose profile carries a company (spec §5: required for 4 and 9). */
export const companyMemberships: readonly number[] = [Membership.HarvestCenter, Membership.HcStaff];

/**
 * The Contact Details form (spec §5): names, phone and e-mail required, address optional,
 * postal code blank where the country has none. `company` is checked against the membership by
 * the server; `template_id` is accepted only from an admin acting as the member. Any other field
 * is refused, as in every request body.
 */
export const ProfileUpdate = z.strictObject({
  first_name: required(80),
  last_name: required(80),
  phone_number: phoneNumber({ required: true }),
  email: emailAddress({ required: true }),
  company: text(120).optional(),
  address1: text(200).optional(),
  address2: text(200).optional(),
  city: text(100).optional(),
  state_desc: text(100).optional(),
  country_desc: text(100).optional(),
  zip_code: text(20).optional(),
  template_id: text(100).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Recording the Private Membership Agreement: the member's local date and time as shown to it ('YYYY-MM-DD HH:MM:SS'). */
export const AgreementAcceptance = z.strictObject({
  check_agreement: LocalDateTime,
});
export type AgreementAcceptance = z.infer<typeof AgreementAcceptance>;

/** PATCH users/{id}/: the profile, or the agreement acceptance alone. */
export const MemberPatch = z.union([AgreementAcceptance, ProfileUpdate]);
export type MemberPatch = z.infer<typeof MemberPatch>;

/** Whether the member accepted the Private Membership Agreement (and when, its local time), and whether the dashboard asks it at all (never an admin, spec §4). */
export const AgreementStatus = z.object({ agreement: z.boolean(), check_agreement: z.string().nullable(), required: z.boolean() });
export type AgreementStatus = z.infer<typeof AgreementStatus>;

/** Got a Question (spec §5 messages, as written). */
export const ContactMessage = z.strictObject({
  name: text(120, { required: 'Required. Your name' }),
  email: emailAddress({ required: true }),
  phone: text(30).optional(),
  message: text(5000, { required: 'Rquired enter a Message', multiline: true }),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
export const CONTACT_SENT = 'Thank you! Your question has been sent. We will get back to you soon.';
