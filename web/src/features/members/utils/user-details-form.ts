import { AdminMemberUpdate, COMPANY_REQUIRED, companyMemberships, Membership, USER_UPDATED, type MemberView } from '@portal/contracts';
import { z } from 'zod';
import { PATIENT_UPDATED, UPDATE_FAILED } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';

export const CONTACT_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'company',
  'address1',
  'address2',
  'city',
  'state_desc',
  'country_desc',
  'zip_code',
] as const;
export const LINK_KEYS = ['harvest_center_id', 'referral_harvest_center_id', 'saless_rep_id', 'sales_manager_id', 'sales_distributor_id', 'lab_id'] as const;
const DATE_KEYS = ['date_adipose_shipped_to_lab', 'date_adipose_received_by_lab', 'date_vials_ready_to_ship', 'stemcell_plating_initiated_date'] as const;
const COUNT_KEYS = ['number_times_qc_done', 'vials_preparation', 'vials_ready_ship'] as const;
const YES_NO_KEYS = ['stemcell_plating_successful', 'hla_typing_test'] as const;

export type LinkKey = (typeof LINK_KEYS)[number];

const text = z.string();
const ids = z.array(z.string());
const yesNo = z.enum(['', '1', '2']);

/**
 * User Details as the form holds it: every field a string (selects '' for none), memberships and
 * tags as lists of ids. The shape only reads the inputs; the rules are the API's, see
 * {@link userDetailsSchema}.
 */
const userDetailsShape = z.object({
  first_name: text,
  last_name: text,
  email: text,
  phone_number: text,
  company: text,
  address1: text,
  address2: text,
  city: text,
  state_desc: text,
  country_desc: text,
  zip_code: text,
  memberships: ids,
  tags: ids,
  harvest_center_id: text,
  referral_harvest_center_id: text,
  saless_rep_id: text,
  sales_manager_id: text,
  sales_distributor_id: text,
  lab_id: text,
  date_adipose_shipped_to_lab: text,
  date_adipose_received_by_lab: text,
  estimated_date_vials_ready_to_ship: text,
  set_date_manually: z.boolean(),
  date_vials_ready_to_ship: text,
  number_times_qc_done: text,
  stemcell_plating_initiated_date: text,
  stemcell_plating_successful: yesNo,
  hla_typing_test: yesNo,
  vials_preparation: text,
  vials_ready_ship: text,
});

export type UserDetailsValues = z.infer<typeof userDetailsShape>;

/**
 * The rules of User Details are the API's own: what Save would send (only the changed fields, see
 * {@link toUserDetailsUpdate}) is checked with the contracts' `AdminMemberUpdate`, and each
 * problem shows on its field. So the form can never accept what the API refuses (a cleared phone,
 * a phone with letters, a count under 0, no membership) nor refuse what it takes. The one rule the
 * server checks against the stored membership, the company of harvest centers and HC staff, is
 * checked here from the chosen memberships.
 */
export const userDetailsSchema = (initial: UserDetailsValues) =>
  userDetailsShape.superRefine((values, ctx) => {
    const checked = AdminMemberUpdate.safeParse(toUserDetailsUpdate(values, initial));
    const seen = new Set<PropertyKey>();
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === undefined || seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    if (values.memberships.some((m) => companyMemberships.includes(Number(m))) && !values.company.trim())
      ctx.addIssue({ code: 'custom', message: COMPANY_REQUIRED, path: ['company'] });
  });

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
