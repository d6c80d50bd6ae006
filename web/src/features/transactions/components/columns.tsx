import type { TransactionRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { formatUtcDate } from '../../../utils/format-date';
import { formatCents } from '../../../utils/format-money';
import { centerName, commissionText, couponText, personName } from '../utils/rows';
import '../transactions.css';

const column = createColumnHelper<TransactionRow>();

/** The columns of the report tables (spec §2, §3), by name; each report picks its own. */
export const transactionColumns = {
  id: column.accessor('id', { header: 'ID' }),
  date: column.accessor('date', { header: 'Date', cell: ({ getValue }) => <span className="data-table-nowrap">{formatUtcDate(getValue())}</span> }),
  patient: column.display({ id: 'patient', header: 'Patient', cell: ({ row }) => personName(row.original.patient) }),
  center: column.display({ id: 'center', header: 'Harvest Center', cell: ({ row }) => centerName(row.original.harvest_center) }),
  referral: column.display({ id: 'referral', header: 'Referral Harvest Center', cell: ({ row }) => centerName(row.original.referral_harvest_center) }),
  staff: column.display({ id: 'staff', header: 'HC Staff', cell: ({ row }) => personName(row.original.hc_staff_desc) }),
  product: column.accessor('product_name', { header: 'Product', cell: ({ getValue }) => <span className="transaction-product">{getValue()}</span> }),
  quantity: column.accessor('quantity', { header: 'Quantity' }),
  amount: column.accessor('amount_cents', { header: 'Amount', cell: ({ getValue }) => <span className="data-table-nowrap">{formatCents(getValue())}</span> }),
  coupon: column.display({ id: 'coupon', header: 'Coupon', cell: ({ row }) => couponText(row.original) }),
  rep: column.display({ id: 'rep', header: 'Sales Rep', cell: ({ row }) => personName(row.original.sales_rep) }),
  manager: column.display({ id: 'manager', header: 'Sales Manager', cell: ({ row }) => personName(row.original.sales_manager) }),
  distributor: column.display({ id: 'distributor', header: 'Sales Distributor', cell: ({ row }) => personName(row.original.sales_distributor) }),
  commission: column.accessor('commission_paid', { header: 'Commission Paid', cell: ({ getValue }) => commissionText(getValue()) }),
  // One line of the latest note (the whole of it on hover, and every note in the edit dialog's history).
  note: column.accessor('transaction_note', {
    header: 'Note',
    cell: ({ getValue }) => {
      const note = getValue();
      return note ? (
        <span className="transaction-note" title={note}>
          {note}
        </span>
      ) : (
        '—'
      );
    },
  }),
};
