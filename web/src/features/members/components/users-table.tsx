import type { MemberView } from '@portal/contracts';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../components/ui/table-scroll';
import { EMPTY_TABLE_TEXT } from '../../../config/constants';
import { formatUtcDateTime } from '../../../utils/format-date';
import { displayName } from '../../../lib/member-options';
import { membershipLabels, tagLabels, type TagNames } from '../utils/member-labels';

const COLUMNS = ['ID', 'Name', 'Email', 'Company', 'Membership', 'Tags', 'Last Login', 'Actions'] as const;

interface UsersTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  members: readonly MemberView[] | undefined;
  /** The page is loading: its rows are not known yet. */
  loading: boolean;
  tagNames: TagNames;
  /** The buttons of a row: the slot that makes one table serve every users list. */
  actions: (member: MemberView) => ReactNode;
  /** A recent change is still reaching some rows: said above the table. */
  updating?: boolean;
}

/** A page of users; without rows it says it is loading or that there is nothing to show (spec §2). */
export function UsersTable({ caption, members, loading, tagNames, actions, updating }: UsersTableProps) {
  const message = loading ? 'Loading users...' : members?.length ? null : EMPTY_TABLE_TEXT;
  return (
    <TableScroll label={caption} updating={updating}>
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Actions' ? 'data-table-actions' : undefined}>
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
            members?.map((member) => (
              <tr key={member.id}>
                <td>{member.id}</td>
                <td>{displayName(member)}</td>
                <td className="data-table-email">{member.email}</td>
                <td>{member.company || '—'}</td>
                <td>{membershipLabels(member).join(', ') || '—'}</td>
                <td>{tagLabels(member.tags, tagNames).join(', ') || '—'}</td>
                <td className="data-table-nowrap">{formatUtcDateTime(member.last_login)}</td>
                <td className="data-table-actions">
                  <div className="row-actions">{actions(member)}</div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
