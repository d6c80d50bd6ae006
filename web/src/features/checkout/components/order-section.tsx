import { HARVEST_FEE, type MemberView } from '@portal/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { planOf } from '../../../lib/authorization';
import { formatMoney } from '../../../utils/format-money';
import { useCenterOptionsOf } from '../api/get-checkout-data';
import type { CheckoutFormInput } from '../utils/checkout-form';
import { patientListPath, type CheckoutScreen } from '../utils/screens';
import { PatientPicker } from './patient-picker';
import { YesNoField } from './yes-no-field';

interface OrderSectionProps {
  screen: CheckoutScreen;
  buyer: MemberView;
  /** The referral fee's center changed: a coupon checked for the old one no longer holds. */
  onCenterChange: () => void;
}

/** What is bought: the referral fee's center and harvest fee, the patient, quantity, shipping date and shipping fee. */
export function OrderSection({ screen, buyer, onCenterChange }: OrderSectionProps) {
  const { register, control, formState } = useFormContext<CheckoutFormInput>();
  const { errors } = formState;
  const centers = useCenterOptionsOf(screen.harvestFee ? buyer.rhc_hc_ids : []);
  const centerField = register('harvest_center_id', { onChange: onCenterChange });

  return (
    <section className="card checkout-section" aria-label="Order">
      <h2 className="card-title">Order</h2>
      {screen.harvestFee && (
        <>
          <Select label="Harvest Center" required aria-invalid={errors.harvest_center_id ? true : undefined} {...centerField}>
            <option value="">Choose a harvest center</option>
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.company || `#${center.id}`}
              </option>
            ))}
          </Select>
          {errors.harvest_center_id && <p className="field-error">{errors.harvest_center_id.message}</p>}
          <YesNoField legend="Harvest Fee" field={register('harvest_fee')} hint={`Yes adds ${formatMoney(HARVEST_FEE)}.`} />
        </>
      )}
      {screen.patientPicker && (
        <Controller
          control={control}
          name="patient_id"
          render={({ field }) => (
            <PatientPicker path={patientListPath(planOf(buyer), buyer.id)} value={field.value} onChange={field.onChange} required={screen.patientRequired} />
          )}
        />
      )}
      {(screen.quantity || screen.shippingDate) && (
        <div className="form-grid">
          {screen.quantity && (
            <Input label="Quantity" type="number" inputMode="numeric" min={1} step={1} required error={errors.quantity?.message} {...register('quantity')} />
          )}
          {screen.shippingDate && <Input label="Shipping Date" type="date" required error={errors.shipping_date?.message} {...register('shipping_date')} />}
        </div>
      )}
      {screen.shipping && <YesNoField legend="Shipping Fee" field={register('shipping_fee')} />}
    </section>
  );
}
