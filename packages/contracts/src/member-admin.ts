import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { MemberView } from './member';
import { MembershipIdSchema } from './memberships';
import { PatientProcess } from './patient-process';
import { emailAddress, Id, IdText, text, tooLong, tooMany, wholeNumber } from './primitives';
import { ProfileUpdate } from './profile';

export const USERS_PAGE_SIZE = 20;

/** Filters of the users lists: text (id, full name, e-mail, company), membership, tag and a product bought. */
export const UserListQuery = z.object({
  search: text(100).optional(),
  membership: IdText.optional(),
  tag: IdText.optional(),
  /** Members who bought this product (patients). */
  product: IdText.optional(),
  cursor: PageCursor.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** The Users List's export (GET users/export-csv/): every member of the status asked (active by default) its filters match. */
export const UserExportQuery = UserListQuery.omit({ cursor: true }).extend({ status: z.enum(['active', 'inactive']).optional() });
export type UserExportQuery = z.infer<typeof UserExportQuery>;

const two = (n: number) => String(n).padStart(2, '0');

/** The Users List export's file name (spec: userList plus a timestamp): `userList` and the time it started, `yyyyMMddHHmmss` in UTC. */
export const usersFileName = (at: Date, extension: 'csv' | 'xlsx') =>
  `userList${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}.${extension}`;

/** A page of members: `count` matches the filter in all; `next_cursor` is null on the last page. */
export const UserListPage = pageOf(MemberView);
export type UserListPage = z.infer<typeof UserListPage>;

export const LoginAsRequest = z.strictObject({ user_id: Id });
export type LoginAsRequest = z.infer<typeof LoginAsRequest>;

const name = text(80, { required: true });

/**
 * A member created by an admin (Add Patient: subscription 2, Add Harvest Center: subscription 4).
 * The member receives a temporary password by e-mail. A patient's sales rep follows its center.
 */
export const NewMemberRequest = z.strictObject({
  email: emailAddress({ required: true }),
  first_name: name,
  last_name: name,
  subscription: wholeNumber({ min: 1, max: 9, messages: { type: 'Choose a membership', min: 'Choose a membership', max: 'Choose a membership' } }),
  company: text(120).optional(),
  phone_number: text(30).optional(),
  harvest_center_id: Id.optional(),
});
export type NewMemberRequest = z.infer<typeof NewMemberRequest>;

export const NewHarvestCenterRequest = NewMemberRequest.omit({ harvest_center_id: true, subscription: true }).extend({
  company: text(120, { required: true }),
  subscription: z.literal(4).default(4),
  saless_rep_id: Id.optional(),
});
export type NewHarvestCenterRequest = z.infer<typeof NewHarvestCenterRequest>;

export const EmailExistsQuery = z.strictObject({ email: emailAddress({ required: true }) });
export const EmailExistsAnswer = z.object({ exists: z.boolean() });

/** A link to another member: its id, or null to clear it. */
const optionalId = Id.nullable().optional();

/**
 * User Details as an admin edits it: the contact details, memberships, tags, the links between
 * members and a patient's process fields. Omitted fields stay as they are.
 */
export const AdminMemberUpdate = ProfileUpdate.partial()
  .extend({
    memberships: z.array(MembershipIdSchema).min(1, 'Choose at least one membership').max(9, tooMany(9)),
    tags: z.array(Id).max(50, tooMany(50)),
    saless_rep_id: optionalId,
    sales_manager_id: optionalId,
    sales_distributor_id: optionalId,
    lab_id: optionalId,
    harvest_center_id: optionalId,
    referral_harvest_center_id: optionalId,
    staff_hc_ids: z.array(Id).max(100, tooMany(100)),
  })
  .extend(PatientProcess.partial().shape)
  .partial();
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdate>;

export const SetMemberPasswordRequest = z.strictObject({ password: z.string().min(8, 'Required. Min Length 8').max(256, tooLong(256)) });
export const ResetMemberPasswordRequest = z.strictObject({ user_id: Id, user_name: text(200).optional() });
