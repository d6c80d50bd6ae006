import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { localIsoDate } from '../../../utils/format-date';
import { useAddVials } from '../api/save-vials';
import { VIAL_TYPE_LABELS } from '../utils/columns';
import { addVialsDefaults, addVialsSchema, toNewVialEntry, type AddVialsData, type AddVialsValues } from '../utils/vial-forms';

interface AddVialsDialogProps {
  open: boolean;
  memberId: number;
  onClose: () => void;
  /** The server's message once the entry is stored. */
  onSaved: (message: string) => void;
}

/** Add Vials: vials added to the member, or a shipment from its available vials with a tracking id. */
export function AddVialsDialog({ open, memberId, onClose, onSaved }: AddVialsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Add Vials">
      <AddVialsForm memberId={memberId} onSaved={onSaved} />
    </Dialog>
  );
}

function AddVialsForm({ memberId, onSaved }: Pick<AddVialsDialogProps, 'memberId' | 'onSaved'>) {
  const { register, handleSubmit, watch, formState } = useForm<AddVialsValues, unknown, AddVialsData>({
    resolver: zodResolver(addVialsSchema),
    defaultValues: addVialsDefaults(localIsoDate()),
  });
  const add = useAddVials();
  // A refusal (such as too few vials to ship) stays in the dialog, so the admin can correct it.
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is rendered inside User Details: its submit must not reach that form.
    event.stopPropagation();
    void handleSubmit((data) =>
      add.mutate(toNewVialEntry(data, memberId), { onSuccess: ({ message }) => onSaved(message), onError: (error) => showError(errorMessage(error)) }),
    )(event);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Select label="Type" {...register('type')}>
        {Object.entries(VIAL_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <Input label="Quantity" type="number" inputMode="numeric" min={0} step={1} required error={errors.quantity?.message} {...register('quantity')} />
      <Input label="Date" type="date" required error={errors.date?.message} {...register('date')} />
      {watch('type') === 'shipped' && <Input label="Tracking ID" autoComplete="off" error={errors.tracking_id?.message} {...register('tracking_id')} />}
      <Textarea label="Note" rows={3} error={errors.note?.message} {...register('note')} />
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={add.isPending} />
    </form>
  );
}
