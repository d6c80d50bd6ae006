import type { CouponView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notification } from '../../../components/ui/notification';
import { RemoveDialog } from '../../../components/ui/remove-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { useNotification } from '../../../hooks/use-notification';
import { formatMoney } from '../../../utils/format-money';
import { useCoupons } from '../api/get-coupons';
import { useRemoveCoupon } from '../api/remove-coupon';
import { maxUseText, productsText, statusText } from '../utils/coupon-form';
import { CouponFormDialog } from './coupon-form-dialog';

const column = createColumnHelper<CouponView>();

/** What the list's dialogs work on: nothing, a new coupon, or a coupon to edit or remove. */
type Editing = { kind: 'add' } | { kind: 'edit'; coupon: CouponView } | null;

/**
 * The Coupons List (spec §2): the domain's coupons, 10 a page from the server, with Add Coupon
 * Code and each coupon's edit and remove dialogs. A list that fails to load shows as empty (§8).
 */
export function CouponsList() {
  const list = useCoupons();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CouponView | null>(null);
  const remove = useRemoveCoupon();
  const { notification, showSuccess, showError } = useNotification();

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('code', { header: 'Code', cell: ({ getValue }) => <span className="data-table-nowrap">{getValue()}</span> }),
      column.accessor('max_use_number', { header: 'Max Use', cell: ({ getValue }) => maxUseText(getValue()) }),
      column.accessor('discount_amount', { header: 'Discount Amount', cell: ({ getValue }) => formatMoney(getValue()) }),
      column.display({ id: 'products', header: 'Products', cell: ({ row }) => productsText(row.original) }),
      column.display({ id: 'company', header: 'HC Company', cell: ({ row }) => row.original.hc_desc?.company || '—' }),
      column.accessor('used_number', { header: 'Used Number' }),
      column.accessor('status', { header: 'Status', cell: ({ getValue }) => statusText(getValue()) }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <Button variant="secondary" className="button--small" onClick={() => setEditing({ kind: 'edit', coupon: row.original })}>
              Edit
            </Button>
            <Button variant="danger" className="button--small" onClick={() => setRemoving(row.original)}>
              Remove
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <div className="role-list">
      <div className="filter-bar">
        <Button onClick={() => setEditing({ kind: 'add' })}>Add Coupon Code</Button>
      </div>
      {notification && <Notification {...notification} />}
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        loadingText="Loading coupons..."
        rowKey={(coupon) => coupon.id}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} />
      <CouponFormDialog
        open={editing !== null}
        coupon={editing?.kind === 'edit' ? editing.coupon : undefined}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
      <RemoveDialog
        item={removing}
        title="Remove Coupon Code"
        description="Are you sure you want to remove this Coupon Code?"
        subject={(coupon) => `${coupon.name} (${coupon.code})`}
        remove={remove}
        variablesOf={(coupon) => coupon.id}
        onClose={() => setRemoving(null)}
        onRemoved={showSuccess}
        onFailed={showError}
      />
    </div>
  );
}
