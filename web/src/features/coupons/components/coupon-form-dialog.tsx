import { zodResolver } from '@hookform/resolvers/zod';
import type { CouponView } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Select } from '../../../components/ui/select';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useProductOptions } from '../api/get-options';
import { useSaveCoupon } from '../api/save-coupon';
import { couponFormSchema, toCouponBody, toCouponValues, type CouponFormData, type CouponFormValues } from '../utils/coupon-form';
import { CenterPicker } from './center-picker';

interface CouponFormDialogProps {
  open: boolean;
  /** The coupon to edit; a new one is added without it. */
  coupon?: CouponView;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Coupon Code and Edit Coupon Code: the same form, blank or prefilled. */
export function CouponFormDialog({ open, coupon, onClose, onSaved }: CouponFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title={coupon ? 'Edit Coupon Code' : 'Add Coupon Code'} size="wide">
      {open && <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSaved={onSaved} />}
    </Dialog>
  );
}

function CouponForm({ coupon, onSaved }: Pick<CouponFormDialogProps, 'coupon' | 'onSaved'>) {
  const { register, control, handleSubmit, formState } = useForm<CouponFormValues, unknown, CouponFormData>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: toCouponValues(coupon),
  });
  const { data: products } = useProductOptions();
  const save = useSaveCoupon(coupon?.id);
  const { notification, showError } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit((data) =>
    save.mutate(toCouponBody(data), { onSuccess: ({ message }) => onSaved(message), onError: (error) => showError(errorMessage(error)) }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Input label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Input label="Code" required autoComplete="off" error={errors.code?.message} {...register('code')} />
        <Input label="Max Use" required inputMode="numeric" hint="0 means unlimited" error={errors.max_use_number?.message} {...register('max_use_number')} />
        <Input
          label="Discount Amount"
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.discount_amount?.message}
          {...register('discount_amount')}
        />
      </div>
      <fieldset className="details-section">
        <legend className="details-section-title">Products</legend>
        <p className="field-hint">None ticked: the coupon applies to every product.</p>
        <div className="checkbox-grid">
          {products?.map((product) => (
            <Checkbox key={product.id} label={product.name} value={String(product.id)} {...register('product_ids')} />
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="harvest_center"
        render={({ field }) => <CenterPicker value={field.value} onChange={field.onChange} current={coupon?.hc_desc ?? null} />}
      />
      <Select label="Status" {...register('status')}>
        <option value="1">Active</option>
        <option value="0">Inactive</option>
      </Select>
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={save.isPending} />
    </form>
  );
}
