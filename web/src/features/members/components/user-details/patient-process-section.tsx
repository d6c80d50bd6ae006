import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { estimatedReadyDate } from '../../utils/estimate';
import type { UserDetailsValues } from '../../utils/user-details-form';

type Form = UseFormReturn<UserDetailsValues>;

const ESTIMATE_LABEL = 'Estimated Date Vials Ready to Ship';

/** A patient's lab-processing milestones (spec §3); Yes/No answers are 1 and 2. */
export function PatientProcessSection({ form }: { form: Form }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="details-section">
      <legend className="details-section-title">Patient Process</legend>
      <div className="form-grid">
        <Input
          label="Date Adipose Shipped to Lab"
          type="date"
          error={errors.date_adipose_shipped_to_lab?.message}
          {...register('date_adipose_shipped_to_lab')}
        />
        <Input
          label="Date Adipose Received by Lab"
          type="date"
          error={errors.date_adipose_received_by_lab?.message}
          {...register('date_adipose_received_by_lab')}
        />
        <EstimateField form={form} />
        <Input label="Date Vials Ready to Ship" type="date" error={errors.date_vials_ready_to_ship?.message} {...register('date_vials_ready_to_ship')} />
        <Input
          label="Number of Times QC Done"
          type="number"
          min={0}
          step={1}
          error={errors.number_times_qc_done?.message}
          {...register('number_times_qc_done')}
        />
        <Input
          label="Stem Cell Plating Initiated Date"
          type="date"
          error={errors.stemcell_plating_initiated_date?.message}
          {...register('stemcell_plating_initiated_date')}
        />
        <YesNoSelect label="Stem Cell Plating Successful" {...register('stemcell_plating_successful')} />
        <YesNoSelect label="HLA Typing Test" {...register('hla_typing_test')} />
        <Input label="Vials in Preparation" type="number" min={0} step={1} error={errors.vials_preparation?.message} {...register('vials_preparation')} />
        <Input label="Vials Ready to Ship" type="number" min={0} step={1} error={errors.vials_ready_ship?.message} {...register('vials_ready_ship')} />
      </div>
    </fieldset>
  );
}

/**
 * Spec §4: the estimate follows the received date (70 days later) and cannot be typed, unless
 * 'Set date manually' is ticked. Ticking it starts from the date shown.
 */
function EstimateField({ form }: { form: Form }) {
  const { register, watch, setValue, formState } = form;
  const manual = watch('set_date_manually');
  const computed = estimatedReadyDate(watch('date_adipose_received_by_lab'));
  const startManual = (checked: boolean) => {
    if (checked && computed) setValue('estimated_date_vials_ready_to_ship', computed, { shouldDirty: true });
  };
  return (
    <div className="stack stack--tight">
      {manual ? (
        <Input
          label={ESTIMATE_LABEL}
          type="date"
          error={formState.errors.estimated_date_vials_ready_to_ship?.message}
          {...register('estimated_date_vials_ready_to_ship')}
        />
      ) : (
        <Input label={ESTIMATE_LABEL} type="date" value={computed} disabled readOnly hint="70 days after the lab received the tissue" />
      )}
      <Checkbox label="Set date manually" {...register('set_date_manually', { onChange: (event) => startManual(event.target.checked) })} />
    </div>
  );
}

function YesNoSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="">—</option>
      <option value="1">Yes</option>
      <option value="2">No</option>
    </Select>
  );
}
