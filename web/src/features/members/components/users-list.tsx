import type { MemberView } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { AddMemberDialog, type NewMemberKind } from './add-member-dialog';
import { ExportUsersButton } from './export-users-button';
import { UserDetailsDialog } from './user-details/user-details-dialog';
import { UsersBrowser } from './users-browser';

const ACTIONS = ['login-as', 'set-inactive'] as const;

type Adding = NewMemberKind | null;

/**
 * The admin dashboard's Users List (spec §2): Add Patient and Add Harvest Center, then the active
 * users, 20 per page, with CSV export and each user's details.
 */
export function UsersList({ patientVials }: { patientVials?: (memberId: number) => ReactNode }) {
  const [adding, setAdding] = useState<Adding>(null);
  const [details, setDetails] = useState<MemberView | null>(null);
  const { notification, showSuccess } = useNotification();
  const added = (message: string) => {
    setAdding(null);
    showSuccess(message);
  };

  return (
    <>
      <div className="users-list-toolbar">
        <Button onClick={() => setAdding('patient')}>Add Patient</Button>
        <Button onClick={() => setAdding('harvest-center')}>Add Harvest Center</Button>
      </div>
      {notification && <Notification {...notification} />}
      <UsersBrowser
        status="active"
        caption="Users"
        actions={ACTIONS}
        toolbar={(filters) => <ExportUsersButton status="active" filters={filters} />}
        rowButtons={(member) => (
          <Button variant="secondary" className="button--small" onClick={() => setDetails(member)}>
            Details
          </Button>
        )}
      />
      <AddMemberDialog kind={adding} onClose={() => setAdding(null)} onAdded={added} />
      <UserDetailsDialog member={details} onClose={() => setDetails(null)} patientVials={patientVials} />
    </>
  );
}
