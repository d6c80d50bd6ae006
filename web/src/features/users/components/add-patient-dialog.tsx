import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Membership, NewMemberRequest } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCreateMember } from '../api/create-member';
import { optionalId } from '../utils/add-member';
import { MemberPicker } from '../../../components/member-picker';

interface AddMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server's message after the member was created, for the list's notification. */
  onAdded: (message: string) => void;
}

/** Add Patient (spec §2, §6): a general member, optionally of a harvest center whose sales rep it gets. */
export function AddPatientDialog({ open, onClose, onAdded }: AddMemberDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Add Patient" description="The patient receives a temporary password by e-mail.">
      <AddPatientForm onAdded={onAdded} />
    </Dialog>
  );
}

function AddPatientForm({ onAdded }: Pick<AddMemberDialogProps, 'onAdded'>) {
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(NewMemberRequest),
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', subscription: Membership.Patient },
  });
  const create = useCreateMember();
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    create.mutate(
      { ...values, subscription: Membership.Patient },
      { onSuccess: ({ message }) => onAdded(message), onError: (error) => showError(errorMessage(error)) },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Input label="First Name" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" required error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label="Email" type="email" required error={errors.email?.message} {...register('email')} />
      <Input label="Phone Number" type="tel" inputMode="numeric" error={errors.phone_number?.message} {...register('phone_number')} />
      <Controller
        control={control}
        name="harvest_center_id"
        render={({ field, fieldState }) => (
          <MemberPicker
            label="Harvest Center"
            membership={Membership.HarvestCenter}
            value={optionalId(field.value) ?? null}
            onChange={(center) => field.onChange(center?.id)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={create.isPending} />
    </form>
  );
}
