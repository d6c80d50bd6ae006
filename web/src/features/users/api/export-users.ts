import type { TagItem } from '@portal/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { downloadText } from '../../../utils/download';
import type { UserFilters, UserListStatus } from '../utils/list-query';
import { userTagsQueryOptions } from './get-filter-options';
import { getAllUsers } from './get-users';

/** Lets spreadsheet programs read the file as UTF-8, so accented names survive. */
const UTF8_BOM = '\uFEFF';

export interface ExportUsersInput {
  status: UserListStatus;
  filters: UserFilters;
}

/** Downloads every user that matches the filters, not only the page shown, as userList{timestamp}.csv. */
export async function exportUsers(queryClient: QueryClient, { status, filters }: ExportUsersInput): Promise<void> {
  const [members, tags, csv] = await Promise.all([
    getAllUsers(status, filters),
    queryClient.fetchQuery(userTagsQueryOptions()).catch((): TagItem[] => []),
    // The CSV library is only loaded by the first export.
    import('../utils/users-csv'),
  ]);
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  downloadText(csv.usersCsvFileName(new Date()), UTF8_BOM + csv.usersCsv(members, tagNames), 'text/csv;charset=utf-8');
}

export function useExportUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: ExportUsersInput) => exportUsers(queryClient, input) });
}
