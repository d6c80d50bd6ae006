import type { MemberView } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import { Notification } from '../../../../components/ui/notification';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useUserDetails } from '../../api/get-user-details';
import { displayName } from '../../../../lib/member-options';
import { UserDetailsForm } from './user-details-form';

interface UserDetailsDialogProps {
  /** The member whose details are open; the dialog is closed without one. */
  member: MemberView | null;
  onClose: () => void;
  /** A patient's vials, shown in the form (composed by the route). */
  patientVials?: (memberId: number) => ReactNode;
}

/** User Details (spec §2, §6): an admin views and edits any member, read fresh from the server. */
export function UserDetailsDialog({ member, onClose, patientVials }: UserDetailsDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      description={member ? `${displayName(member)} (${member.email})` : undefined}
      size="wide"
    >
      {member && <UserDetailsContent id={member.id} onClose={onClose} patientVials={patientVials} />}
    </Dialog>
  );
}

function UserDetailsContent({ id, onClose, patientVials }: { id: number } & Omit<UserDetailsDialogProps, 'member'>) {
  const { data: member, error, isPending } = useUserDetails(id);
  if (isPending) return <Spinner label="Loading user details…" />;
  if (!member) return <Notification tone="error" message={errorMessage(error)} />;
  return <UserDetailsForm member={member} onClose={onClose} patientVials={patientVials} />;
}
