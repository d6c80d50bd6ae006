import { Button } from '../../../components/ui/button';
import { logError } from '../../../lib/log';
import { useExportUsers } from '../api/export-users';
import type { UserFilters, UserListStatus } from '../utils/list-query';

interface ExportUsersButtonProps {
  status: UserListStatus;
  filters: UserFilters;
}

/** Spec §6: every user matching the filters, as userList{timestamp}.csv. A failure is only logged (§8). */
export function ExportUsersButton({ status, filters }: ExportUsersButtonProps) {
  const exporting = useExportUsers();
  return (
    <Button
      variant="secondary"
      isLoading={exporting.isPending}
      onClick={() => exporting.mutate({ status, filters }, { onError: (error) => logError('Export CSV failed', error) })}
    >
      Export CSV
    </Button>
  );
}
