import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Membership, NewHarvestCenterRequest } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCreateHarvestCenter } from '../api/create-member';
import { optionalId } from '../utils/add-member';
import { MemberPicker } from '../../../components/member-picker';

interface AddHarvestCenterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server's message after the center was created, for the list's notification. */
  onAdded: (message: string) => void;
}

/** Add Harvest Center (spec §3): a member of subscription 4 with a company and optionally a sales rep. */
export function AddHarvestCenterDialog({ open, onClose, onAdded }: AddHarvestCenterDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Add Harvest Center"
      description="The harvest center receives a temporary password by e-mail."
    >
      <AddHarvestCenterForm onAdded={onAdded} />
    </Dialog>
  );
}

function AddHarvestCenterForm({ onAdded }: Pick<AddHarvestCenterDialogProps, 'onAdded'>) {
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(NewHarvestCenterRequest),
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', company: '', subscription: Membership.HarvestCenter },
  });
  const create = useCreateHarvestCenter();
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    create.mutate(values, { onSuccess: ({ message }) => onAdded(message), onError: (error) => showError(errorMessage(error)) }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Input label="First Name" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" required error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label="Email" type="email" required error={errors.email?.message} {...register('email')} />
      <Input label="Phone Number" type="tel" inputMode="numeric" error={errors.phone_number?.message} {...register('phone_number')} />
      <Input label="Company" autoComplete="organization" required error={errors.company?.message} {...register('company')} />
      <Controller
        control={control}
        name="saless_rep_id"
        render={({ field, fieldState }) => (
          <MemberPicker
            label="Sales Rep"
            membership={Membership.SalesRep}
            value={optionalId(field.value) ?? null}
            onChange={(rep) => field.onChange(rep?.id)}
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
