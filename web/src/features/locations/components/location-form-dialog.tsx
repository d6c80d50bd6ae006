import { zodResolver } from '@hookform/resolvers/zod';
import { LocationFields, type LocationView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { RECORD_UPDATED } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';
import { isDefaultLocked, toLocationValues } from '../utils/locations';

interface LocationFormDialogProps {
  open: boolean;
  memberId: number;
  /** The location to edit; a new one is added without it. */
  location?: LocationView;
  /** How many locations the member has: the first one is always the default. */
  locationCount: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Location and Edit: the same form, blank or prefilled. */
export function LocationFormDialog({ open, onClose, location, ...formProps }: LocationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title={location ? 'Edit Location' : 'Add Location'} size="wide">
      <LocationForm location={location} {...formProps} />
    </Dialog>
  );
}

function LocationForm({ memberId, location, locationCount, onSaved }: Omit<LocationFormDialogProps, 'open' | 'onClose'>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(LocationFields),
    defaultValues: toLocationValues(location),
  });
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const { notification, showError } = useNotification();
  const locked = isDefaultLocked(location, locationCount);
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    const body = { ...values, default: location?.default ? undefined : locked || Boolean(values.default) };
    const callbacks = { onSuccess: () => onSaved(RECORD_UPDATED), onError: (error: unknown) => showError(errorMessage(error)) };
    if (location) update.mutate({ id: location.id, body }, callbacks);
    else create.mutate({ ...body, user: memberId }, callbacks);
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input label="Location Name" required error={errors.location_name?.message} {...register('location_name')} />
      <Input label="Address Line 1" autoComplete="address-line1" required error={errors.address1?.message} {...register('address1')} />
      <Input label="Address Line 2" autoComplete="address-line2" error={errors.address2?.message} {...register('address2')} />
      <div className="form-grid">
        <Input label="City" autoComplete="address-level2" required error={errors.city?.message} {...register('city')} />
        <Input label="State" autoComplete="address-level1" required error={errors.state_desc?.message} {...register('state_desc')} />
        <Input label="Country" autoComplete="country-name" required error={errors.country_desc?.message} {...register('country_desc')} />
        <Input
          label="Postal Code"
          autoComplete="postal-code"
          hint="Leave blank if this does not apply to your country"
          error={errors.zip_code?.message}
          {...register('zip_code')}
        />
      </div>
      {locked ? (
        <Checkbox
          label="Set as default"
          checked
          disabled
          readOnly
          hint={location ? 'This is your default location. To change it, make another location the default.' : 'Your first location is always the default.'}
        />
      ) : (
        <Checkbox label="Set as default" {...register('default')} />
      )}
      {notification && <Notification {...notification} />}
      <div className="dialog-actions">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={create.isPending || update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
