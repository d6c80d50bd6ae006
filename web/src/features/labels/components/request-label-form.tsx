import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberView } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useRequestLabel } from '../api/request-label';
import { requestDefaults, requestFormSchema, toRequestBody, type RequestFormData, type RequestFormValues } from '../utils/label-form';
import { PatientsPicker } from './patients-picker';

interface RequestLabelFormProps {
  /** The center asking: the signed-in center, or the one its staff entered. */
  center: MemberView;
  /** A referral center ships the patients it referred. */
  referral: boolean;
}

/** Request a Fedex label (spec §3): the doctor, the address, the patients to ship and the date. */
export function RequestLabelForm({ center, referral }: RequestLabelFormProps) {
  const { register, control, handleSubmit, formState, reset } = useForm<RequestFormValues, unknown, RequestFormData>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: requestDefaults(center),
  });
  const ask = useRequestLabel();
  const { notification, showSuccess, showError } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit((data) =>
    ask.mutate(toRequestBody(data), {
      onSuccess: ({ message }) => {
        reset(requestDefaults(center));
        showSuccess(message);
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Request a Fedex Label">
      <div className="form-grid">
        <Input label="Doctor Name" required autoComplete="off" error={errors.doctor_name?.message} {...register('doctor_name')} />
        <Input label="Doctor Email" type="email" required autoComplete="off" error={errors.doctor_email?.message} {...register('doctor_email')} />
        <Input label="Address" required error={errors.address1?.message} {...register('address1')} />
        <Input label="City" required error={errors.city?.message} {...register('city')} />
        <Input label="State" required error={errors.state_desc?.message} {...register('state_desc')} />
        <Input label="Postal Code" error={errors.zip_code?.message} {...register('zip_code')} />
        <Input label="Country" required error={errors.country_desc?.message} {...register('country_desc')} />
        <Input label="Date" type="date" required error={errors.label_date?.message} {...register('label_date')} />
      </div>
      <Controller
        control={control}
        name="patients"
        render={({ field }) => (
          <PatientsPicker centerId={center.id} referral={referral} value={field.value} onChange={field.onChange} error={errors.patients?.message} />
        )}
      />
      <Input
        label="Other Patient Name"
        hint="A patient who is not in your list"
        autoComplete="off"
        error={errors.other_patient_name?.message}
        {...register('other_patient_name')}
      />
      {notification && <Notification {...notification} />}
      <div className="form-actions">
        <Button type="submit" isLoading={ask.isPending}>
          Request Label
        </Button>
      </div>
    </form>
  );
}
