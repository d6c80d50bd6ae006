import type { MemberView } from '@portal/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNotification } from '../../../hooks/use-notification';
import { useUser } from '../../../lib/auth';
import { useUserTags } from '../api/get-filter-options';
import { useUsers } from '../api/get-users';
import { NO_FILTERS, userListQuery, type UserFilters, type UserListStatus } from '../utils/list-query';
import { currentCursor, firstPage, nextPage, pageCount, pageNumber, pageText, previousPage, stackFor } from '../../../lib/paging';
import { userActionCopy, type PendingUserAction, type UserActionKind } from '../utils/user-actions';
import { UserActionDialog } from './user-action-dialog';
import { UserFilterBar } from './user-filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { UsersTable } from './users-table';

/**
 * The filters, the page shown and its data. The search text asks the server once typing pauses;
 * until then, and while a page loads, the list counts as loading so it never shows rows of another
 * filter. Any filter change starts again at page 1.
 */
function useUserList(status: UserListStatus) {
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const applied: UserFilters = { ...filters, search };
  const appliedQuery = userListQuery(applied, null);
  const filterKey = JSON.stringify(appliedQuery);

  const [stack, setStack] = useState(() => firstPage(filterKey));
  if (stack.filterKey !== filterKey) setStack(firstPage(filterKey));
  const current = stackFor(stack, filterKey);

  const { data: page, isPending } = useUsers(status, userListQuery(applied, currentCursor(current)));
  const typing = userListQuery(filters, null).search !== appliedQuery.search;
  const loading = typing || isPending;
  const number = pageNumber(current);

  // Rows removed from the last page can leave it empty: show the page before it.
  const overshot = !loading && number > 1 && page?.results.length === 0;
  useEffect(() => {
    if (overshot) setStack((s) => previousPage(s));
  }, [overshot]);

  return {
    filters,
    setFilters,
    page: loading ? undefined : page,
    loading,
    text: !loading && page ? pageText(number, page.count, page.page_size) : null,
    canPrevious: !loading && number > 1,
    // A full last page may still carry a cursor: the count says whether another page exists.
    canNext: !loading && Boolean(page?.next_cursor) && number < pageCount(page!.count, page!.page_size),
    previous: () => setStack((s) => previousPage(s)),
    next: () => setStack((s) => nextPage(s, page?.next_cursor ?? null)),
  };
}

interface UsersBrowserProps {
  status: UserListStatus;
  /** Names the table for assistive technology. */
  caption: string;
  /** The row actions, in order; each asks for confirmation. */
  actions: readonly UserActionKind[];
  /** Controls at the end of the filter bar, given the filters as set (such as Export CSV). */
  toolbar?: (filters: UserFilters) => ReactNode;
  /** Row buttons that open something of their own (such as Details), before the confirmed actions. */
  rowButtons?: (member: MemberView) => ReactNode;
}

/** A users list: filter bar, table, pagination and the confirmation of its row actions. */
export function UsersBrowser({ status, caption, actions, toolbar, rowButtons }: UsersBrowserProps) {
  const list = useUserList(status);
  const signedInId = useUser()?.id;
  const { data: tags } = useUserTags();
  const tagNames = useMemo(() => new Map((tags ?? []).map((tag) => [tag.id, tag.name])), [tags]);
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const { notification, showSuccess } = useNotification();

  const rowActions = (member: MemberView) =>
    // The signed-in admin's own row: logging in as oneself or locking oneself out makes no sense,
    // and the admin's own details are the Contact Details page.
    member.id === signedInId ? null : (
      <>
        {rowButtons?.(member)}
        {actions.map((kind) => (
          <Button
            key={kind}
            variant={userActionCopy[kind].destructive ? 'danger' : 'secondary'}
            className="button--small"
            onClick={() => setPending({ kind, member })}
          >
            {userActionCopy[kind].button}
          </Button>
        ))}
      </>
    );

  return (
    <div className="users-browser">
      <UserFilterBar filters={list.filters} onChange={list.setFilters} actions={toolbar?.(list.filters)} />
      {notification && <Notification {...notification} />}
      <UsersTable caption={caption} members={list.page?.results} loading={list.loading} tagNames={tagNames} actions={rowActions} />
      <Pagination text={list.text} canPrevious={list.canPrevious} canNext={list.canNext} onPrevious={list.previous} onNext={list.next} />
      <UserActionDialog action={pending} onClose={() => setPending(null)} onChanged={showSuccess} />
    </div>
  );
}
