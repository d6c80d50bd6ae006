import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberView } from '@portal/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { USER_UPDATED_NOTIFICATION_MS } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { profileFields, profileFormSchema, toProfileUpdate, toProfileValues } from '../utils/profile-form';
import { MemberDates } from './member-dates';

interface ProfileFormProps {
  member: MemberView;
  /** An admin acting as the member may see and change the signing template id. */
  adminActing: boolean;
}

/** Contact Details (spec §2, §5): contact and address of the member, saved together. */
export function ProfileForm({ member, adminActing }: ProfileFormProps) {
  const fields = profileFields(member, adminActing);
  const schema = useMemo(() => profileFormSchema(fields.company), [fields.company]);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: toProfileValues(member),
  });
  const update = useUpdateProfile();
  const { notification, showError, showSuccess } = useNotification({ success: USER_UPDATED_NOTIFICATION_MS });
  const { errors } = formState;
  const contactId = useId();
  const addressId = useId();

  const submit = handleSubmit((values) =>
    update.mutate(
      { id: member.id, body: toProfileUpdate(values, fields) },
      {
        onSuccess: (response) => {
          reset(toProfileValues(response.user));
          showSuccess(response.message);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    ),
  );

  return (
    <div className="stack">
      <form className="stack" onSubmit={submit} noValidate>
        <section className="card" aria-labelledby={contactId}>
          <h2 id={contactId} className="card-title">
            Contact Information
          </h2>
          <div className="form-grid">
            <Input label="First Name" autoComplete="given-name" required error={errors.first_name?.message} {...register('first_name')} />
            <Input label="Last Name" autoComplete="family-name" required error={errors.last_name?.message} {...register('last_name')} />
            <Input label="Phone Number" type="tel" autoComplete="tel" required error={errors.phone_number?.message} {...register('phone_number')} />
            <Input label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
            {fields.company && <Input label="Company" autoComplete="organization" required error={errors.company?.message} {...register('company')} />}
            {fields.templateId && <Input label="Template ID" error={errors.template_id?.message} {...register('template_id')} />}
          </div>
        </section>

        <section className="card" aria-labelledby={addressId}>
          <h2 id={addressId} className="card-title">
            Address
          </h2>
          <div className="form-grid">
            <Input label="Address Line 1" autoComplete="address-line1" className="form-grid-wide" error={errors.address1?.message} {...register('address1')} />
            <Input
              label="Address Line 2 (optional)"
              autoComplete="address-line2"
              className="form-grid-wide"
              error={errors.address2?.message}
              {...register('address2')}
            />
            <Input label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
            <Input label="State" autoComplete="address-level1" error={errors.state_desc?.message} {...register('state_desc')} />
            <Input label="Country" autoComplete="country-name" error={errors.country_desc?.message} {...register('country_desc')} />
            <Input
              label="Postal Code"
              autoComplete="postal-code"
              hint="Leave blank if this does not apply to your country"
              error={errors.zip_code?.message}
              {...register('zip_code')}
            />
          </div>
        </section>

        {notification && <Notification {...notification} />}
        <div className="form-actions">
          <Button type="submit" isLoading={update.isPending}>
            Save
          </Button>
        </div>
      </form>

      <section className="card" aria-label="Account dates">
        <MemberDates member={member} />
      </section>
    </div>
  );
}
