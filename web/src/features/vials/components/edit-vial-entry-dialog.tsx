import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import type { VialEntryView } from '@portal/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { formatIsoDate } from '../../../utils/format-date';
import { useUpdateVialEntry } from '../api/save-vials';
import { VIAL_TYPE_LABELS } from '../utils/columns';
import { editVialEntrySchema, toEditVialEntryValues, toVialEntryUpdate, type EditVialEntryData, type EditVialEntryValues } from '../utils/vial-forms';

interface EditVialEntryDialogProps {
  /** The entry to edit; null keeps the dialog closed. */
  entry: VialEntryView | null;
  onClose: () => void;
  /** The server's message once the entry is saved. */
  onSaved: (message: string) => void;
}

/** Edit of a ledger entry: its quantity and note, and a shipment's tracking id. Its type and date stay. */
export function EditVialEntryDialog({ entry, onClose, onSaved }: EditVialEntryDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Edit Vials Entry"
      description={entry ? `${VIAL_TYPE_LABELS[entry.type]} on ${formatIsoDate(entry.date)}` : undefined}
    >
      {entry && <EditVialEntryForm key={entry.id} entry={entry} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditVialEntryForm({ entry, onSaved }: { entry: VialEntryView; onSaved: (message: string) => void }) {
  const { register, handleSubmit, formState } = useForm<EditVialEntryValues, unknown, EditVialEntryData>({
    resolver: zodResolver(editVialEntrySchema),
    defaultValues: toEditVialEntryValues(entry),
  });
  const update = useUpdateVialEntry();
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is rendered inside User Details: its submit must not reach that form.
    event.stopPropagation();
    void handleSubmit((data) =>
      update.mutate(
        { id: entry.id, body: toVialEntryUpdate(data, entry.type) },
        { onSuccess: ({ message }) => onSaved(message), onError: (error) => showError(errorMessage(error)) },
      ),
    )(event);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input label="Quantity" type="number" inputMode="numeric" min={0} step={1} required error={errors.quantity?.message} {...register('quantity')} />
      {entry.type === 'shipped' && <Input label="Tracking ID" autoComplete="off" error={errors.tracking_id?.message} {...register('tracking_id')} />}
      <Textarea label="Note" rows={3} error={errors.note?.message} {...register('note')} />
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={update.isPending} />
    </form>
  );
}
