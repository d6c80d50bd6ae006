import type { MemberRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { columns } from '../../../components/role-lists/columns';

const column = createColumnHelper<MemberRow>();

const phone = column.accessor('phone_number', { header: 'Phone', cell: ({ getValue }) => getValue() || '—' });

/** A rep's sales manager by name, from the names of the team's managers (a dash while they load or for none). */
export const salesManagerColumn = (names: ReadonlyMap<number, string> | undefined) =>
  // The name is looked up as the cell renders: the table keeps accessor values per row, which would keep the dash the rows loaded with.
  column.accessor('sales_manager_id', {
    id: 'salesManager',
    header: 'Sales Manager',
    cell: ({ getValue }) => names?.get(getValue() ?? 0) || '—',
  });

/** The columns of the team tables and the rep's and teams' patient lists. */
export const teamColumns = {
  /** A manager's reps and a distributor's managers on the dashboard, before Remove. */
  members: [columns.id, columns.name, columns.email, phone],
  /** The distributor's Team Sales Rep, before its Sales Manager (salesManagerColumn). */
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
