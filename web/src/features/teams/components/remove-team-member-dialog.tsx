import type { MemberRow } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveTeamMember } from '../api/remove-team-member';

interface RemoveTeamMemberDialogProps {
  /** The team member to remove; the dialog is open while there is one. */
  member: MemberRow | null;
  /** The API path that takes the member off the caller's team. */
  removePath: (memberId: number) => string;
  onClose: () => void;
  /** The server's message once the member is off the team. */
  onRemoved: (message: string) => void;
}

/**
 * Remove Account (spec §4 Teams): asks before a manager removes a rep or a distributor a manager.
 * A refusal stays in the dialog with the server's message, so the member can cancel or retry.
 */
export function RemoveTeamMemberDialog({ member, removePath, onClose, onRemoved }: RemoveTeamMemberDialogProps) {
  const remove = useRemoveTeamMember();
  const { notification, showError } = useNotification();

  const confirm = () => {
    if (!member) return;
    remove.mutate(removePath(member.id), {
      onSuccess: ({ message }) => onRemoved(message),
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title="Remove Account"
      description={member ? `Do you want to remove ${member.username || member.email} (ID ${member.id}) from your team?` : undefined}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {notification && <Notification {...notification} />}
    </ConfirmDialog>
  );
}
