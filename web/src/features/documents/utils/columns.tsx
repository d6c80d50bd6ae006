import type { DocumentStatus } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DocumentRow } from './document-rows';

const column = createColumnHelper<DocumentRow>();

const statusTone = (status: DocumentStatus) => (status === 'Completed' ? 'completed' : status === 'Pending' ? 'pending' : 'closed');

/** A document's status as a small pill. */
export const StatusBadge = ({ status }: { status: DocumentStatus }) => <span className={`badge document-status--${statusTone(status)}`}>{status}</span>;

/** The patient's Documents table (spec §2): Document, Status and the row's Sign button or PDF link. */
export const documentColumns = (renderAction: (row: DocumentRow) => ReactNode) => [
  column.accessor('title', { header: 'Document' }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  column.display({ id: 'action', header: 'Action', cell: ({ row }) => <div className="row-actions">{renderAction(row.original)}</div> }),
];
