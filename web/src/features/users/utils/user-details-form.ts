import { COMPANY_REQUIRED, companyMemberships, Membership, USER_UPDATED, type AdminMemberUpdate, type MemberView } from '@portal/contracts';
import { z } from 'zod';
import { PATIENT_UPDATED, UPDATE_FAILED } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';

export const CONTACT_KEYS = ['first_name', 'last_name', 'email', 'phone_number', 'company', 'address1', 'address2', 'city', 'state_desc', 'country_desc', 'zip_code'] as const;
export const LINK_KEYS = ['harvest_center_id', 'referral_harvest_center_id', 'saless_rep_id', 'sales_manager_id', 'sales_distributor_id', 'lab_id'] as const;
const DATE_KEYS = ['date_adipose_shipped_to_lab', 'date_adipose_received_by_lab', 'date_vials_ready_to_ship', 'stemcell_plating_initiated_date'] as const;
const COUNT_KEYS = ['number_times_qc_done', 'vials_preparation', 'vials_ready_ship'] as const;
const YES_NO_KEYS = ['stemcell_plating_successful', 'hla_typing_test'] as const;

export type LinkKey = (typeof LINK_KEYS)[number];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, 'Required');
const isoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use a date (YYYY-MM-DD)');
const count = z.string().trim().regex(/^\d*$/, 'Minimum 0');
const yesNo = z.enum(['', '1', '2']);
const id = z.string().regex(/^\d*$/);

/**
 * User Details as the form holds it: every field a string (selects '' for none), memberships and
 * tags as lists of ids. The rules of spec §5: the phone is numeric, counts are at least 0, at
 * least one membership, and a company for harvest centers and HC staff.
 */
export const userDetailsSchema = z
  .object({
    first_name: required(80),
    last_name: required(80),
    email: text(254).min(1, 'Required').email('Enter a valid e-mail address'),
    phone_number: text(30).regex(/^[0-9+()\-.\s]*$/, 'Enter a phone number (digits)'),
    company: text(120),
    address1: text(200),
    address2: text(200),
    city: text(100),
    state_desc: text(100),
    country_desc: text(100),
    zip_code: text(20),
    memberships: z.array(id).min(1, 'Choose at least one membership'),
    tags: z.array(id),
    harvest_center_id: id,
    referral_harvest_center_id: id,
    saless_rep_id: id,
    sales_manager_id: id,
    sales_distributor_id: id,
    lab_id: id,
    date_adipose_shipped_to_lab: isoDate,
    date_adipose_received_by_lab: isoDate,
    estimated_date_vials_ready_to_ship: isoDate,
    set_date_manually: z.boolean(),
    date_vials_ready_to_ship: isoDate,
    number_times_qc_done: count,
    stemcell_plating_initiated_date: isoDate,
    stemcell_plating_successful: yesNo,
    hla_typing_test: yesNo,
    vials_preparation: count,
    vials_ready_ship: count,
  })
  .refine((values) => !values.memberships.some((m) => companyMemberships.includes(Number(m))) || Boolean(values.company.trim()), {
    message: COMPANY_REQUIRED,
    path: ['company'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type UserDetailsValues = z.infer<typeof userDetailsSchema>;

const idText = (value: number | null | undefined) => (value ? String(value) : '');
const yesNoText = (value: 1 | 2 | null | undefined) => (value === 1 || value === 2 ? (String(value) as '1' | '2') : '');

/** The form's starting values: the member as stored. */
export function toUserDetailsValues(member: MemberView): UserDetailsValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone_number: member.phone_number,
    company: member.company,
    address1: member.address1,
    address2: member.address2,
    city: member.city,
    state_desc: member.state_desc,
    country_desc: member.country_desc,
    zip_code: member.zip_code,
    memberships: member.membership.map((m) => String(m.id)),
    tags: member.tags.map(String),
    harvest_center_id: idText(member.harvest_center_id),
    referral_harvest_center_id: idText(member.referral_harvest_center_id),
    saless_rep_id: idText(member.saless_rep_id),
    sales_manager_id: idText(member.sales_manager_id),
    sales_distributor_id: idText(member.sales_distributor_id),
    lab_id: idText(member.lab_id),
    date_adipose_shipped_to_lab: member.date_adipose_shipped_to_lab ?? '',
    date_adipose_received_by_lab: member.date_adipose_received_by_lab ?? '',
    estimated_date_vials_ready_to_ship: member.estimated_date_vials_ready_to_ship ?? '',
    set_date_manually: member.set_date_manually,
    date_vials_ready_to_ship: member.date_vials_ready_to_ship ?? '',
    number_times_qc_done: String(member.number_times_qc_done ?? 0),
    stemcell_plating_initiated_date: member.stemcell_plating_initiated_date ?? '',
    stemcell_plating_successful: yesNoText(member.stemcell_plating_successful),
    hla_typing_test: yesNoText(member.hla_typing_test),
    vials_preparation: String(member.vials_preparation ?? 0),
    vials_ready_ship: String(member.vials_ready_ship ?? 0),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

/**
 * The body of POST users/update/{id}/: only what changed since the form was loaded. An emptied
 * link is sent as null (cleared). The estimate is only sent while it is set manually; otherwise
 * the server derives it from the received date.
 */
export function toUserDetailsUpdate(values: UserDetailsValues, initial: UserDetailsValues): AdminMemberUpdate {
  const body: AdminMemberUpdate = {};
  const changed = (key: keyof UserDetailsValues) => values[key] !== initial[key];
  for (const key of CONTACT_KEYS) if (values[key].trim() !== initial[key].trim()) body[key] = values[key].trim();
  if (!sameList(values.memberships, initial.memberships)) body.memberships = values.memberships.map(Number) as AdminMemberUpdate['memberships'];
  if (!sameList([...values.tags].sort(), [...initial.tags].sort())) body.tags = values.tags.map(Number);
  for (const key of LINK_KEYS) if (changed(key)) body[key] = values[key] ? Number(values[key]) : null;
  for (const key of DATE_KEYS) if (changed(key)) body[key] = values[key];
  const countOf = (value: string) => Number(value.trim() || 0);
  for (const key of COUNT_KEYS) if (countOf(values[key]) !== countOf(initial[key])) body[key] = countOf(values[key]);
  for (const key of YES_NO_KEYS) if (changed(key)) body[key] = values[key] ? (Number(values[key]) as 1 | 2) : null;
  if (changed('set_date_manually')) body.set_date_manually = values.set_date_manually;
  if (values.set_date_manually && (changed('set_date_manually') || changed('estimated_date_vials_ready_to_ship')))
    body.estimated_date_vials_ready_to_ship = values.estimated_date_vials_ready_to_ship;
  return body;
}

/** Patients (membership 2) get the patient process section. */
export const isPatient = (membershipIds: readonly (number | string)[]): boolean => membershipIds.some((m) => Number(m) === Membership.Patient);

/** The success message of spec §8: patients are 'Patient has been updated!', everyone else 'User has been updated'. */
export const userUpdatedMessage = (member: Pick<MemberView, 'membership'>): string =>
  isPatient(member.membership.map((m) => m.id)) ? PATIENT_UPDATED : USER_UPDATED;

/** The failure message of spec §8: the server's own message, else 'Looks like something went wrong'. */
export function userUpdateFailedMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.message && !error.message.startsWith('Request failed (')) return error.message;
  return UPDATE_FAILED;
}

/** A membership or tag checkbox: ticking adds the id at the end (the first membership stays the plan), unticking removes it. */
export function toggleId(ids: readonly string[], id: string, checked: boolean): string[] {
  const without = ids.filter((value) => value !== id);
  return checked ? [...without, id] : without;
}
