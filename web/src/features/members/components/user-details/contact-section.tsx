import type { UseFormReturn } from 'react-hook-form';
import { Input } from '../../../../components/ui/input';
import type { UserDetailsValues } from '../../utils/user-details-form';

/** Contact: names, e-mail, a numeric phone (spec §5), company and address. */
export function ContactSection({ form }: { form: UseFormReturn<UserDetailsValues> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="details-section">
      <legend className="details-section-title">Contact</legend>
      <div className="form-grid">
        <Input label="First Name" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" required error={errors.last_name?.message} {...register('last_name')} />
        <Input label="Email" type="email" required error={errors.email?.message} {...register('email')} />
        <Input label="Phone Number" type="tel" inputMode="numeric" error={errors.phone_number?.message} {...register('phone_number')} />
        <Input label="Company" error={errors.company?.message} {...register('company')} />
        <Input label="Address Line 1" className="form-grid-wide" error={errors.address1?.message} {...register('address1')} />
        <Input label="Address Line 2" className="form-grid-wide" error={errors.address2?.message} {...register('address2')} />
        <Input label="City" error={errors.city?.message} {...register('city')} />
        <Input label="State" error={errors.state_desc?.message} {...register('state_desc')} />
        <Input label="Country" error={errors.country_desc?.message} {...register('country_desc')} />
        <Input label="Postal Code" error={errors.zip_code?.message} {...register('zip_code')} />
      </div>
    </fieldset>
  );
}
