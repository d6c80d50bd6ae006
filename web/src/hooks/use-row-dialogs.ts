import { useMemo, useState } from 'react';
import { useNotification } from './use-notification';

/**
 * What a manager's list (assets, coupons) keeps for its dialogs: the row its form edits (or none
 * for a new one) while the form is open, the row being removed, and the notification their answers
 * show. The list keeps its own columns and table.
 */
export function useRowDialogs<T>() {
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const { notification, showSuccess, showError } = useNotification();
  // The same functions on every render, so a list's memoized columns may call them.
  const open = useMemo(
    () => ({
      add: () => setEditing({}),
      edit: (row: T) => setEditing({ row }),
      remove: (row: T) => setRemoving(row),
    }),
    [],
  );
  return {
    ...open,
    notification,
    showSuccess,
    showError,
    /** Whether the form is open, and the row it edits (none: a new one). */
    formOpen: editing !== null,
    editingRow: editing?.row,
    closeForm: () => setEditing(null),
    /** The form saved: it closes and its message shows. */
    saved: (message: string) => {
      setEditing(null);
      showSuccess(message);
    },
    removing,
    closeRemoval: () => setRemoving(null),
  };
}
