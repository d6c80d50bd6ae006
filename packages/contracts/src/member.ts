import { z } from 'zod';
import { MembershipItem } from './memberships';
import { PatientProcessView } from './patient-process';
import { IdText } from './primitives';

/** A member as the API returns it (portal-core §3 user fields that exist so far). */
export const MemberView = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    phone_number: z.string(),
    subscription: z.number().int(),
    membership: z.array(MembershipItem),
    company: z.string(),
    template_id: z.string(),
    lab_id: z.number().int().nullable(),
    domain: z.number().int(),
    saless_rep_id: z.number().int().nullable(),
    sales_manager_id: z.number().int().nullable(),
    sales_distributor_id: z.number().int().nullable(),
    staff_hc_ids: z.array(z.number().int()),
    /** Those of `staff_hc_ids` whose center has not confirmed the staff member yet: it cannot enter them until it does. */
    staff_unconfirmed_hc_ids: z.array(z.number().int()),
    /** A referral center's harvest centers: the ones its new referrals may go to. */
    rhc_hc_ids: z.array(z.number().int()),
    harvest_center_id: z.number().int().nullable(),
    referral_harvest_center_id: z.number().int().nullable(),
    tags: z.array(z.number().int()),
    is_active: z.boolean(),
    date_joined: z.string(),
    signup_date: z.string().nullable(),
    last_login: z.string().nullable(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state_desc: z.string(),
    country_desc: z.string(),
    zip_code: z.string(),
    document_id: z.string(),
    hc_logo: z.string(),
    vials_available: z.number().int(),
    vials_shipped: z.number().int(),
    vials_preparation: z.number().int(),
    check_agreement: z.string().nullable(),
  })
  .extend(PatientProcessView.shape);
export type MemberView = z.infer<typeof MemberView>;

/** The `{id}` of a path: a canonical positive id ('027' and '0x1b' are not 27). */
export const MemberIdParam = z.object({ id: IdText });
