import type { CouponView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { EditRemoveActions } from '../../../components/ui/edit-remove-actions';
import { DataTable } from '../../../components/ui/data-table';
import { Notification } from '../../../components/ui/notification';
import { RemoveDialog } from '../../../components/ui/remove-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { useRowDialogs } from '../../../hooks/use-row-dialogs';
import { formatMoney } from '../../../utils/format-money';
import { useCoupons } from '../api/get-coupons';
import { useRemoveCoupon } from '../api/remove-coupon';
import { maxUseText, productsText, statusText } from '../utils/coupon-form';
import { CouponFormDialog } from './coupon-form-dialog';

const column = createColumnHelper<CouponView>();

/**
 * The Coupons List (spec §2): the domain's coupons, 10 a page from the server, with Add Coupon
 * Code and each coupon's edit and remove dialogs. A list that fails to load shows as empty (§8).
 */
export function CouponsList() {
  const list = useCoupons();
  const dialogs = useRowDialogs<CouponView>();
  const { edit: editRow, remove: removeRow } = dialogs;
  const remove = useRemoveCoupon();

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
        cell: ({ row }) => <EditRemoveActions onEdit={() => editRow(row.original)} onRemove={() => removeRow(row.original)} />,
      }),
    ],
    [editRow, removeRow],
  );

  return (
    <div className="role-list">
      <div className="filter-bar">
        <Button onClick={dialogs.add}>Add Coupon Code</Button>
      </div>
      {dialogs.notification && <Notification {...dialogs.notification} />}
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
      <CouponFormDialog open={dialogs.formOpen} coupon={dialogs.editingRow} onClose={dialogs.closeForm} onSaved={dialogs.saved} />
      <RemoveDialog
        item={dialogs.removing}
        title="Remove Coupon Code"
        description="Are you sure you want to remove this Coupon Code?"
        subject={(coupon) => `${coupon.name} (${coupon.code})`}
        remove={remove}
        variablesOf={(coupon) => coupon.id}
        onClose={dialogs.closeRemoval}
        onRemoved={dialogs.showSuccess}
        onFailed={dialogs.showError}
      />
    </div>
  );
}
