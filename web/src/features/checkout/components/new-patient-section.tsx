import { emailAddress } from '@portal/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useCheckPatientEmail } from '../api/check-patient-email';
import type { CheckoutFormInput } from '../utils/checkout-form';

const validEmail = emailAddress({ required: true });

/**
 * The optional patient account created with the payment (spec §2, §5): name, e-mail (checked on
 * blur once it reads as an e-mail), phone and whether the patient must sign.
 */
export function NewPatientSection() {
  const { register, control, setError, clearErrors, formState } = useFormContext<CheckoutFormInput>();
  const wanted = useWatch({ control, name: 'create_patient' });
  const check = useCheckPatientEmail();
  const errors = formState.errors.new_patient;

  const email = register('new_patient.email');
  const checkEmail = (value: string) => {
    const parsed = validEmail.safeParse(value);
    if (!parsed.success) return;
    check.mutate(parsed.data, {
      onSuccess: ({ available, message }) => (available ? clearErrors('new_patient.email') : setError('new_patient.email', { type: 'taken', message })),
      onError: (error) => setError('new_patient.email', { type: 'check', message: errorMessage(error) }),
    });
  };

  return (
    <section className="card checkout-section" aria-label="Patient Account">
      <h2 className="card-title">Patient Account</h2>
      <Checkbox label="Create a patient account with this payment" {...register('create_patient')} />
      {wanted && (
        <>
          <div className="form-grid">
            <Input label="First Name" required error={errors?.first_name?.message} {...register('new_patient.first_name')} />
            <Input label="Last Name" required error={errors?.last_name?.message} {...register('new_patient.last_name')} />
            <Input
              label="Email"
              type="email"
              required
              hint={check.isPending ? 'Checking the e-mail…' : undefined}
              error={errors?.email?.message}
              {...email}
              onBlur={(event) => {
                void email.onBlur(event);
                checkEmail(event.target.value);
              }}
            />
            <Input label="Phone" type="tel" inputMode="numeric" required error={errors?.phone_number?.message} {...register('new_patient.phone_number')} />
          </div>
          <Checkbox label="Required Signature" {...register('new_patient.required_signature')} />
        </>
      )}
    </section>
  );
}
