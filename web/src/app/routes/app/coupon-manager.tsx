import { CouponsList } from '../../../features/coupons/components/coupons-list';

/** Coupon Manager (admins): the Coupons List. */
export default function CouponManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Coupons List</h1>
      </div>
      <div className="card">
        <CouponsList />
      </div>
    </>
  );
}
