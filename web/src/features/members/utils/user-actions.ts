import type { MemberView } from '@portal/contracts';

/** What an admin can do to a user from a list, each after confirming. */
export type UserActionKind = 'login-as' | 'set-inactive' | 'activate' | 'delete';

export interface PendingUserAction {
  kind: UserActionKind;
  member: MemberView;
}

interface UserActionCopy {
  /** The row button. */
  button: string;
  /** The confirm dialog's title. */
  title: string;
  /** What confirming does, shown under the title. */
  consequence: string;
  destructive: boolean;
}

export const userActionCopy: Record<UserActionKind, UserActionCopy> = {
  'login-as': {
    button: 'Login As',
    title: 'Login As',
    consequence: 'You will see the portal as this user until you use Go back as Admin.',
    destructive: false,
  },
  'set-inactive': {
    button: 'Set Inactive',
    title: 'Set Inactive',
    consequence: 'The user will not be able to sign in until activated again from Inactive Users.',
    destructive: true,
  },
  activate: {
    button: 'Activate',
    title: 'Activate User',
    consequence: 'The user will be able to sign in again.',
    destructive: false,
  },
  delete: {
    button: 'Delete',
    title: 'Delete User',
    consequence: 'The user and their sign-in will be deleted. This cannot be undone.',
    destructive: true,
  },
};
