import type { MemberView } from '@portal/contracts';
import { Dialog } from '../../../../components/ui/dialog';
import { Notification } from '../../../../components/ui/notification';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useUserDetails } from '../../api/get-user-details';
import { displayName } from '../../utils/member-labels';
import { UserDetailsForm } from './user-details-form';

interface UserDetailsDialogProps {
  /** The member whose details are open; the dialog is closed without one. */
  member: MemberView | null;
  onClose: () => void;
}

/** User Details (spec §2, §6): an admin views and edits any member, read fresh from the server. */
export function UserDetailsDialog({ member, onClose }: UserDetailsDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      description={member ? `${displayName(member)} (${member.email})` : undefined}
      size="wide"
    >
      {member && <UserDetailsContent id={member.id} onClose={onClose} />}
    </Dialog>
  );
}

function UserDetailsContent({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: member, error, isPending } = useUserDetails(id);
  if (isPending) return <Spinner label="Loading user details…" />;
  if (!member) return <Notification tone="error" message={errorMessage(error)} />;
  return <UserDetailsForm member={member} onClose={onClose} />;
}
