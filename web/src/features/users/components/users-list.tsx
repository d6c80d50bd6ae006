import { UsersBrowser } from './users-browser';
import { ExportUsersButton } from './export-users-button';

const ACTIONS = ['login-as', 'set-inactive'] as const;

/** The admin dashboard's Users List (spec §2): the active users, 20 per page, with CSV export. */
export function UsersList() {
  return (
    <UsersBrowser
      status="active"
      caption="Users"
      actions={ACTIONS}
      toolbar={(filters) => <ExportUsersButton status="active" filters={filters} />}
    />
  );
}
