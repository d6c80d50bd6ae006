import type { VialEntryType, VialEntryView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatIsoDate } from '../../../utils/format-date';

const column = createColumnHelper<VialEntryView>();

export const VIAL_TYPE_LABELS: Record<VialEntryType, string> = { added: 'Added', shipped: 'Shipped' };

const orDash = (text: string) => text || '—';

/** The ledger's columns (spec §2 Vials History): the day, Added or Shipped, how many, and a shipment's tracking id. */
export const vialColumns = [
  column.accessor('date', { header: 'Date', cell: ({ getValue }) => <span className="data-table-nowrap">{formatIsoDate(getValue())}</span> }),
  column.accessor('type', { header: 'Type', cell: ({ getValue }) => VIAL_TYPE_LABELS[getValue()] }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor('tracking_id', { header: 'Tracking ID', cell: ({ getValue }) => orDash(getValue()) }),
  column.accessor('note', { header: 'Note', cell: ({ getValue }) => orDash(getValue()) }),
];

/** A column of row buttons, such as an admin's Edit. */
export const actionsColumn = (render: (entry: VialEntryView) => ReactNode) =>
  column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <div className="row-actions">{render(row.original)}</div> });
