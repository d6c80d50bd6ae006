import type { StaffRow } from '@portal/contracts';

/** A staff member by name, or by e-mail when it has none. */
export const staffName = (staff: Pick<StaffRow, 'first_name' | 'last_name' | 'email'>) => `${staff.first_name} ${staff.last_name}`.trim() || staff.email;
