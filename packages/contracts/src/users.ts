import { z } from 'zod';
import { MemberView } from './member';
import { MembershipIdSchema } from './memberships';
import { PatientProcess } from './patient-process';
import { ProfileUpdate } from './profile';

export const USERS_PAGE_SIZE = 20;

/** Filters of the users lists: text (id, full name, e-mail, company), membership and tag. */
export const UserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  membership: z.coerce.number().int().positive().optional(),
  tag: z.coerce.number().int().positive().optional(),
  cursor: z.string().max(2000).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** A page of members: `count` matches the filter in all; `next_cursor` is null on the last page. */
export const UserListPage = z.object({
  results: z.array(MemberView),
  count: z.number().int(),
  page_size: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type UserListPage = z.infer<typeof UserListPage>;

export const LoginAsRequest = z.object({ user_id: z.coerce.number().int().positive() });
export type LoginAsRequest = z.infer<typeof LoginAsRequest>;

const name = z.string().trim().min(1, 'Required').max(80);

/**
 * A member created by an admin (Add Patient: subscription 2, Add Harvest Center: subscription 4).
 * The member receives a temporary password by e-mail. A patient's sales rep follows its center.
 */
export const NewMemberRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Required').email('Enter a valid e-mail address').max(254),
  first_name: name,
  last_name: name,
  subscription: z.coerce.number().int().min(1).max(9),
  company: z.string().trim().max(120).optional(),
  phone_number: z.string().trim().max(30).optional(),
  harvest_center_id: z.coerce.number().int().positive().optional(),
});
export type NewMemberRequest = z.infer<typeof NewMemberRequest>;

export const NewHarvestCenterRequest = NewMemberRequest.omit({ harvest_center_id: true, subscription: true }).extend({
  company: z.string().trim().min(1, 'Required').max(120),
  subscription: z.literal(4).default(4),
  saless_rep_id: z.coerce.number().int().positive().optional(),
});
export type NewHarvestCenterRequest = z.infer<typeof NewHarvestCenterRequest>;

export const EmailExistsQuery = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254) });
export const EmailExistsAnswer = z.object({ exists: z.boolean() });

const optionalId = z.coerce.number().int().positive().nullable().optional();

/**
 * User Details as an admin edits it: the contact details, memberships, tags, the links between
 * members and a patient's process fields. Omitted fields stay as they are.
 */
export const AdminMemberUpdate = ProfileUpdate.partial()
  .extend({
    memberships: z.array(MembershipIdSchema).min(1, 'Choose at least one membership').max(9),
    tags: z.array(z.coerce.number().int().positive()).max(50),
    saless_rep_id: optionalId,
    sales_manager_id: optionalId,
    sales_distributor_id: optionalId,
    lab_id: optionalId,
    harvest_center_id: optionalId,
    referral_harvest_center_id: optionalId,
    staff_hc_ids: z.array(z.coerce.number().int().positive()).max(100),
  })
  .extend(PatientProcess.partial().shape)
  .partial();
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdate>;

export const SetMemberPasswordRequest = z.object({ password: z.string().min(8, 'Required. Min Length 8').max(256) });
export const ResetMemberPasswordRequest = z.object({ user_id: z.coerce.number().int().positive(), user_name: z.string().trim().max(200).optional() });
