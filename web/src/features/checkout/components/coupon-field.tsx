import type { MemberView } from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../utils/format-money';
import { useValidateCoupon } from '../api/check-coupon';
import type { CheckoutFormInput } from '../utils/checkout-form';
import { couponCenterId, couponOutcome, noCoupon, type CouponState } from '../utils/coupon';
import type { CheckoutScreen } from '../utils/screens';

interface CouponFieldProps {
  screen: CheckoutScreen;
  buyer: MemberView;
  coupon: CouponState;
  onChange: (coupon: CouponState) => void;
}

/**
 * The coupon code and Apply (spec §4): a spinner while the code is checked, then a green tick and
 * the discount, or a red mark and the reason, with no discount and the code cleared.
 */
export function CouponField({ screen, buyer, coupon, onChange }: CouponFieldProps) {
  const { register, getValues, setValue } = useFormContext<CheckoutFormInput>();
  const validate = useValidateCoupon();
  // Another code typed after one was applied: the discount waits for Apply again.
  const field = register('coupon_code', { onChange: () => coupon.status !== 'none' && onChange(noCoupon) });

  const apply = () => {
    const code = getValues('coupon_code').trim();
    if (!code) return;
    onChange({ status: 'checking', code });
    const settle = (state: CouponState) => {
      if (state.status === 'refused') setValue('coupon_code', '');
      onChange(state);
    };
    validate.mutate(
      { code, product_id: screen.productId, harvest_center_id: couponCenterId(screen, buyer, getValues('harvest_center_id')) },
      { onSuccess: (answer) => settle(couponOutcome(code, answer)), onError: (error) => settle(couponOutcome(code, { error: errorMessage(error) })) },
    );
  };

  return (
    <section className="card checkout-section" aria-label="Coupon">
      <div className="coupon-row">
        <Input
          label="Coupon Code"
          autoComplete="off"
          {...field}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <Button variant="secondary" onClick={apply} disabled={coupon.status === 'checking'}>
          Apply
        </Button>
        <CouponMark coupon={coupon} />
      </div>
      {coupon.status === 'applied' && (
        <p className="coupon-message coupon-message--applied" role="status">
          {coupon.code}: {formatMoney(coupon.discount)} off
        </p>
      )}
      {coupon.status === 'refused' && (
        <p className="coupon-message coupon-message--refused" role="alert">
          {coupon.message}
        </p>
      )}
    </section>
  );
}

function CouponMark({ coupon }: { coupon: CouponState }) {
  if (coupon.status === 'checking') return <span className="spinner spinner--small" role="status" aria-label="Checking the coupon code" />;
  if (coupon.status === 'applied')
    return (
      <span className="coupon-mark coupon-mark--applied" role="img" aria-label="Coupon applied">
        ✓
      </span>
    );
  if (coupon.status === 'refused')
    return (
      <span className="coupon-mark coupon-mark--refused" role="img" aria-label="Coupon not applied">
        ✗
      </span>
    );
  return null;
}
