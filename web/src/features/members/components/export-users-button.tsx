import { DownloadButtons } from '../../../components/exports/download-buttons';
import { userListQuery, type UserFilters, type UserListStatus } from '../utils/list-query';

interface ExportUsersButtonProps {
  status: UserListStatus;
  filters: UserFilters;
}

/**
 * Spec §6: every user matching the filters, as userList{timestamp}.csv, written by the server in the
 * background as the other exports are (its progress, and the e-mailed link for a long one, come with it).
 * A failure is only logged (spec §8).
 */
export function ExportUsersButton({ status, filters }: ExportUsersButtonProps) {
  const query = { ...userListQuery(filters, null), ...(status === 'inactive' ? { status } : {}) };
  return <DownloadButtons list="users/" formats={['csv']} query={query} labels={{ csv: 'Export CSV' }} quietFailure />;
}
