import type { MemberRow } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { columns as shared } from '../../../components/role-lists/columns';
import { RoleList } from '../../../components/role-lists/role-list';
import { Button } from '../../../components/ui/button';
import type { ColumnDef } from '../../../components/ui/data-table';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { RemoveTeamMemberDialog } from './remove-team-member-dialog';
import '../teams.css';

interface TeamTableProps {
  /** The team list's API path with the leader's id; undefined while the leader is not known. */
  path: string | undefined;
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<MemberRow, any>[];
  loadingText: string;
  /** Given, each member has Remove: after confirmation the leader takes it off the team there. */
  removePath?: (memberId: number) => string;
}

/**
 * A manager's reps or a distributor's managers (spec §2 dashboards 6 and 8) and a distributor's
 * reps: filtered and paged by the server. A removal says the server's message and the lists load
 * again without the member.
 */
export function TeamTable({ path, caption, columns, loadingText, removePath }: TeamTableProps) {
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const { notification, showSuccess } = useNotification();

  const withActions = useMemo(
    () =>
      removePath
        ? [
            ...columns,
            shared.actions((member) => (
              <Button variant="danger" className="button--small" onClick={() => setRemoving(member)}>
                Remove<span className="visually-hidden"> {member.username}</span>
              </Button>
            )),
          ]
        : columns,
    [columns, removePath],
  );

  return (
    <div className="team-list">
      {notification && <Notification {...notification} />}
      <RoleList path={path} caption={caption} columns={withActions} searchPlaceholder="ID, name or e-mail" loadingText={loadingText} />
      {removePath && (
        <RemoveTeamMemberDialog
          // A fresh dialog for each member, so an earlier member's error is not shown.
          key={removing?.id ?? 'none'}
          member={removing}
          removePath={removePath}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            showSuccess(message);
          }}
        />
      )}
    </div>
  );
}
