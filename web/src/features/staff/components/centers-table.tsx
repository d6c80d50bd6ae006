import type { MemberView } from '@portal/contracts';
import type { ReactNode } from 'react';
import { EMPTY_TABLE_TEXT } from '../../../config/constants';
import { contactName } from '../utils/centers-table';

const COLUMNS = ['ID', 'Company', 'Contact', 'Email', 'City', 'Actions'] as const;

interface CentersTableProps {
  centers: readonly MemberView[] | undefined;
  /** The list is loading: its rows are not known yet. */
  loading: boolean;
  /** The buttons of a row. */
  actions: (center: MemberView) => ReactNode;
}

/** A page of the staff member's centers; without rows it says it is loading or that there is nothing to show (spec §2). */
export function CentersTable({ centers, loading, actions }: CentersTableProps) {
  const message = loading ? 'Loading harvest centers...' : centers?.length ? null : EMPTY_TABLE_TEXT;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">Associated Harvest Centers</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message ? (
            <tr>
              <td colSpan={COLUMNS.length} className="data-table-message">
                {message}
              </td>
            </tr>
          ) : (
            centers?.map((center) => (
              <tr key={center.id}>
                <td>{center.id}</td>
                <td>{center.company || '—'}</td>
                <td>{contactName(center) || '—'}</td>
                <td className="data-table-email">{center.email}</td>
                <td>{center.city || '—'}</td>
                <td>
                  <div className="row-actions">{actions(center)}</div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
