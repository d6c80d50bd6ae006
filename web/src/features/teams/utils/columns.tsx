import type { MemberRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { columns } from '../../../components/role-lists/columns';

const column = createColumnHelper<MemberRow>();

const phone = column.accessor('phone_number', { header: 'Phone', cell: ({ getValue }) => getValue() || '—' });

/** The columns of the team tables and the rep's and teams' patient lists. */
export const teamColumns = {
  /** A manager's reps and a distributor's managers on the dashboard, before Remove. */
  members: [columns.id, columns.name, columns.email, phone],
  /** The distributor's Team Sales Rep. */
  reps: [columns.id, columns.name, columns.email],
  /** The rep's Your Associated Patients. */
  repPatients: [columns.patient, columns.harvestCenter, columns.referralCenter],
  /** Team Patients of a manager or a distributor. */
  teamPatients: [columns.patient, columns.salesRep, columns.harvestCenter],
  /** The rep's Your Associated Harvest Centers. */
  centers: [columns.id, columns.company, columns.name, columns.email],
  /** The rep's Referral Harvest Centers. */
  referralCenters: [columns.id, columns.company, columns.firstName, columns.lastName, columns.email],
};
