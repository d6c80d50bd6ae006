import { InactiveUsersList } from '../../../features/members/components/inactive-users-list';

export default function InactiveUsersRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Inactive Users</h1>
        <p className="muted">Users who can no longer sign in. Activate one to let it back in, or delete it for good.</p>
      </div>
      <div className="card">
        <InactiveUsersList />
      </div>
    </>
  );
}
