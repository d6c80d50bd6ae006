import { z } from 'zod';
import { pageOf } from './paging';
import { MemberView } from './member';
import { Id, tooMany } from './primitives';

export const MemberList = z.array(MemberView);

/** A row of the HC Staff Manager (spec §3 HC staff): the staff member with the centers it may enter. */
export const StaffRow = MemberView.extend({
  harvest_centers: z.array(z.object({ id: z.number().int(), company: z.string() })),
});
export type StaffRow = z.infer<typeof StaffRow>;

/** A page of staff members: `count` in all, `next_cursor` null on the last page. */
export const StaffListPage = pageOf(StaffRow);
export type StaffListPage = z.infer<typeof StaffListPage>;

export const StaffCentersUpdate = z.strictObject({ staff_hc_ids: z.array(Id).max(100, tooMany(100)) });
export type StaffCentersUpdate = z.infer<typeof StaffCentersUpdate>;

export const RemoveStaffRequest = z.strictObject({ user_id: Id, hc_id: Id });
export type RemoveStaffRequest = z.infer<typeof RemoveStaffRequest>;

export const STAFF_REMOVED = 'The staff member has been removed from the harvest center.';

/** A center's answer to a staff member who joined through its sign-up link: confirmed, or refused (`hc-staff/confirm-user/`, `hc-staff/refuse-user/`). */
export const StaffConfirmationRequest = z.strictObject({ user_id: Id, hc_id: Id });
export type StaffConfirmationRequest = z.infer<typeof StaffConfirmationRequest>;

export const STAFF_CONFIRMED = 'The staff member has been confirmed and can now enter the harvest center account.';
export const STAFF_REFUSED = 'The staff member has been refused and has no access to the harvest center.';
/** What an unconfirmed staff member reads beside a center it cannot enter yet. */
export const STAFF_AWAITING_CONFIRMATION = 'Awaiting confirmation by the harvest center';
