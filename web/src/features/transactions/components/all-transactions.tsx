import type { TransactionRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { useAllTransactions } from '../api/get-transactions';
import { allTransactionsExportQuery, datesInvalid } from '../utils/list-query';
import { transactionColumns as c } from './columns';
import { DownloadButtons } from '../../../components/exports/download-buttons';
import { EditTransactionDialog } from './edit-transaction-dialog';
import { ReportTotal } from './report-total';
import { TransactionFilterBar } from './transaction-filter-bar';
import '../transactions.css';

const column = createColumnHelper<TransactionRow>();

/**
 * Transactions (admins, spec §2): every transaction of the domain, filtered and paged 10 at a time
 * by the server ('Page N of M'), downloaded as CSV or XLSX with the filters applied, and edited
 * row by row.
 */
export function AllTransactions() {
  const list = useAllTransactions();
  const [editing, setEditing] = useState<TransactionRow | null>(null);

  const columns = useMemo(
    () => [
      c.id,
      c.date,
      c.patient,
      c.center,
      c.referral,
      c.product,
      c.quantity,
      c.amount,
      c.coupon,
      c.rep,
      c.manager,
      c.distributor,
      c.commission,
      c.note,
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button variant="secondary" className="button--small" aria-label={`Edit transaction ${row.original.id}`} onClick={() => setEditing(row.original)}>
            Edit
          </Button>
        ),
      }),
    ],
    [],
  );

  return (
    <div className="role-list transactions-report">
      <TransactionFilterBar
        filters={list.filters}
        onChange={list.setFilters}
        actions={
          <DownloadButtons
            list="transactions/"
            formats={['csv', 'xlsx']}
            query={allTransactionsExportQuery(list.applied)}
            disabled={datesInvalid(list.applied)}
          />
        }
      />
      <ReportTotal page={list.page} />
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        loadingText="Loading transactions..."
        rowKey={(row) => row.id}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} />
      <EditTransactionDialog transaction={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
