import { UsersBrowser } from './users-browser';

const ACTIONS = ['activate', 'delete', 'login-as'] as const;

/** Spec §4: the inactive users; activating or deleting one removes it from the list. */
export function InactiveUsersList() {
  return <UsersBrowser status="inactive" caption="Inactive users" actions={ACTIONS} />;
}
