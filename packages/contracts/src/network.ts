import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { MemberView } from './member';
import { emailAddress, Id, IdText, text, tooLong } from './primitives';

/** Page sizes of the role lists (portal-core §9). */
export const PATIENTS_PAGE_SIZE = 10;
export const LAB_CENTERS_PAGE_SIZE = 10;
export const REP_CENTERS_PAGE_SIZE = 5;
export const REFERRAL_CENTERS_PAGE_SIZE = 5;
export const TEAM_PAGE_SIZE = 10;

/** A role list's text filter and the opaque position of the page. */
export const LinkedListQuery = z.object({
  search: text(100).optional(),
  cursor: PageCursor.optional(),
});
export type LinkedListQuery = z.infer<typeof LinkedListQuery>;

/** A harvest center's patients: the role list's filters and the patients who bought a product. */
export const CenterPatientsQuery = LinkedListQuery.extend({ product: IdText.optional() });
export type CenterPatientsQuery = z.infer<typeof CenterPatientsQuery>;

export const CenterDesc = z.object({ id: z.number().int(), company: z.string(), email: z.string(), template_id: z.string() });
export const MemberDesc = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

/** A member in a role list, with the centers and rep it belongs to. */
export const MemberRow = MemberView.extend({
  hc_desc: CenterDesc.nullable(),
  referral_hc_desc: CenterDesc.nullable(),
  sales_rep_desc: MemberDesc.nullable(),
});
export type MemberRow = z.infer<typeof MemberRow>;

/** A page of a role list: `count` matches the filter in all; `next_cursor` is null on the last page. */
export const MemberRowPage = pageOf(MemberRow);
export type MemberRowPage = z.infer<typeof MemberRowPage>;

/** A member offered in a picker. */
export const MemberOption = z.object({ id: z.number().int(), username: z.string(), email: z.string(), company: z.string() });
export type MemberOption = z.infer<typeof MemberOption>;
export const MemberOptions = z.array(MemberOption);

/** How many options a picker answers: the newest that match what is typed. */
export const PICKER_SIZE = 50;
export const PickerQuery = z.object({ search: z.string().trim().max(100, tooLong(100)).optional() });
export type PickerQuery = z.infer<typeof PickerQuery>;

/** What a public registration page may show of the harvest center its link names. */
export const CenterPublicOptions = z.object({ id: z.number().int(), company: z.string(), saless_rep_id: z.number().int().nullable() });

export const LabCenterParams = z.object({ id: IdText, hcId: IdText });

const name = text(80, { required: true });

/**
 * Add Sales Rep / Add Sales Manager (and distributor registration). The logged-in leader is the
 * new member's team; an admin may name it. The spec's payload also carries a password and the
 * invitation flags: the password is ignored and the new member always gets a temporary password
 * by e-mail, so the flags can only say so. Any other field is refused.
 */
export const NewTeamMemberRequest = z.strictObject({
  first_name: name,
  last_name: name,
  email: emailAddress({ required: true }),
  phone_number: text(30).optional(),
  company: text(120).optional(),
  sales_manager_id: Id.optional(),
  sales_distributor_id: Id.optional(),
  password: z.string().max(256, tooLong(256)).optional(),
  generate_password: z.literal(true).optional(),
  send_new_sales_team: z.literal(true).optional(),
});
export type NewTeamMemberRequest = z.infer<typeof NewTeamMemberRequest>;

export const SalesRepExistsAnswer = z.object({
  exists: z.boolean(),
  data: z.object({ sales_manager_id: z.number().int().nullable(), sales_distributor_id: z.number().int().nullable() }).nullable(),
});

export const REP_ADDED = 'Sales Rep has been created! An invitation with a temporary password was sent by e-mail.';
export const MANAGER_ADDED = 'Sales Manager has been created! An invitation with a temporary password was sent by e-mail.';
export const DISTRIBUTOR_ADDED = 'Sales Distributor has been created! An invitation with a temporary password was sent by e-mail.';
export const REP_REMOVED = 'The sales rep has been removed from the team.';
export const MANAGER_REMOVED = 'The sales manager has been removed from the team.';
export const NO_SALES_REP = "Your account doesn't have a sales rep associated. Please contact your admin for help.";

/** The harvest center logo: PNG, JPEG, WebP or GIF up to 2 MB. */
export const HC_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const HC_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_TOO_LARGE = 'The logo must be 2 MB or smaller.';
export const LOGO_NOT_IMAGE = 'The logo must be a PNG, JPEG, GIF or WebP image.';
export const HcLogoUploaded = z.object({ success: z.boolean(), filename: z.string(), hc_logo: z.string(), message: z.string() });
