import { Spinner } from '../../../components/ui/spinner';
import { PaymentMethodsManager } from '../../../features/payments/components/payment-methods-manager';
import { useActingMemberId } from '../../../lib/auth';

export default function PaymentsRoute() {
  const memberId = useActingMemberId();
  return (
    <>
      <div className="page-header">
        <h1>Payment Methods</h1>
      </div>
      {memberId === undefined ? <Spinner /> : <PaymentMethodsManager key={memberId} memberId={memberId} />}
    </>
  );
}
