import type { MemberView } from '@portal/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { useNotification } from '../../../hooks/use-notification';
import { useUser } from '../../../lib/auth';
import { useUserTags } from '../api/get-filter-options';
import { getUsers } from '../api/get-users';
import { userKeys } from '../api/keys';
import { NO_FILTERS, userListQuery, type UserFilters, type UserListStatus } from '../utils/list-query';
import { userActionCopy, type PendingUserAction, type UserActionKind } from '../utils/user-actions';
import { UserActionDialog } from './user-action-dialog';
import { UserFilterBar } from './user-filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { UsersTable } from './users-table';

/** A users list (active or inactive) with its filters, paged by the server. */
const useUserList = (status: UserListStatus) =>
  useCursorList([...userKeys.lists(), status], {
    initial: NO_FILTERS,
    toQuery: userListQuery,
    fetchPage: (query, signal) => getUsers(status, query, signal),
  });

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
      <UsersTable
        caption={caption}
        members={list.page?.results}
        loading={list.loading}
        tagNames={tagNames}
        actions={rowActions}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} />
      <UserActionDialog action={pending} onClose={() => setPending(null)} onChanged={showSuccess} />
    </div>
  );
}
