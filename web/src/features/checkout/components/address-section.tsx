import type { LocationView } from '@portal/contracts';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { AddressInput, CheckoutFormInput } from '../utils/checkout-form';

/** A saved location's address copied into an address section (spec §4); the company stays as typed. */
export function prefillAddress(current: AddressInput, location: LocationView, company = current.company): AddressInput {
  return {
    company,
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state: location.state_desc,
    country_desc: location.country_desc,
    zip_code: location.zip_code,
  };
}

interface AddressSectionProps {
  name: 'billing' | 'shipping';
  title: string;
  locations: LocationView[];
  /** The billing section also holds the billing e-mail and phone. */
  withContact?: boolean;
}

/** Billing or shipping: a saved-location picker that copies its address, and the address fields. */
export function AddressSection({ name, title, locations, withContact = false }: AddressSectionProps) {
  const { register, getValues, setValue, formState } = useFormContext<CheckoutFormInput>();
  const [chosen, setChosen] = useState(locations[0] ? String(locations[0].id) : '');
  const errors = formState.errors[name];

  const copy = (id: string) => {
    setChosen(id);
    const location = locations.find((l) => String(l.id) === id);
    if (location) setValue(name, prefillAddress(getValues(name), location), { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };

  return (
    <section className="card checkout-section" aria-label={title}>
      <h2 className="card-title">{title}</h2>
      {withContact && (
        <div className="form-grid">
          <Input label="Billing Email" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <Input
            label="Billing Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            error={formState.errors.phone_number?.message}
            {...register('phone_number')}
          />
        </div>
      )}
      {locations.length > 0 && (
        <Select label="Saved Location" value={chosen} onChange={(event) => copy(event.target.value)}>
          <option value="">Choose a saved location</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.location_name}
              {location.default ? ' (default)' : ''}
            </option>
          ))}
        </Select>
      )}
      <Input label="Company" autoComplete="organization" error={errors?.company?.message} {...register(`${name}.company`)} />
      <Input label="Address Line 1" autoComplete={`${name} address-line1`} required error={errors?.address1?.message} {...register(`${name}.address1`)} />
      <Input label="Address Line 2" autoComplete={`${name} address-line2`} error={errors?.address2?.message} {...register(`${name}.address2`)} />
      <div className="form-grid">
        <Input label="City" autoComplete={`${name} address-level2`} required error={errors?.city?.message} {...register(`${name}.city`)} />
        <Input label="State" autoComplete={`${name} address-level1`} required error={errors?.state?.message} {...register(`${name}.state`)} />
        <Input label="Country" autoComplete={`${name} country-name`} required error={errors?.country_desc?.message} {...register(`${name}.country_desc`)} />
        <Input label="Postal Code" autoComplete={`${name} postal-code`} error={errors?.zip_code?.message} {...register(`${name}.zip_code`)} />
      </div>
    </section>
  );
}
