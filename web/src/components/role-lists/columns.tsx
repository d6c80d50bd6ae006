import type { MemberRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';

const column = createColumnHelper<MemberRow>();

/** Columns the role tables share. */
export const columns = {
  id: column.accessor('id', { header: 'ID' }),
  /** The patient's name over its e-mail. */
  patient: column.accessor('username', {
    header: 'Patient',
    cell: ({ row }) => (
      <span className="name-with-email">
        {row.original.username || row.original.email}
        <small className="muted">{row.original.email}</small>
      </span>
    ),
  }),
  name: column.accessor('username', { header: 'Name' }),
  firstName: column.accessor('first_name', { header: 'First Name' }),
  lastName: column.accessor('last_name', { header: 'Last Name' }),
  email: column.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="data-table-email">{getValue()}</span> }),
  company: column.accessor('company', { header: 'Company', cell: ({ getValue }) => getValue() || '—' }),
  harvestCenter: column.accessor((row) => row.hc_desc?.company ?? '', {
    id: 'harvestCenter',
    header: 'Harvest Center',
    cell: ({ getValue }) => getValue() || '—',
  }),
  referralCenter: column.accessor((row) => row.referral_hc_desc?.company ?? '', {
    id: 'referralCenter',
    header: 'Referral Harvest Center',
    cell: ({ getValue }) => getValue() || '—',
  }),
  salesRep: column.accessor((row) => row.sales_rep_desc?.username ?? '', { id: 'salesRep', header: 'Sales Rep', cell: ({ getValue }) => getValue() || '—' }),
  vialsPreparation: column.accessor('vials_preparation', { header: 'Vials in preparation' }),
  vialsReadyShip: column.accessor('vials_ready_ship', { header: 'Vials Ready to Ship' }),
  /** A column of row buttons. */
  actions: (render: (row: MemberRow) => React.ReactNode) =>
    column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <div className="row-actions">{render(row.original)}</div> }),
};
