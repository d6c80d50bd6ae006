import { menuLabelFor } from '@portal/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { PaymentMethodsManager } from '../../../features/payments/components/payment-methods-manager';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';

const DEFAULT_TITLE = 'Payment Methods';

/** Payment Methods, titled as the member's menu names it (HC staff's is Payment Options). */
export default function PaymentsRoute() {
  const memberId = useActingMemberId();
  const user = useUser();
  const title =
    (user &&
      menuLabelFor(
        user.membership.map((m) => m.id),
        user.tags,
        paths.payments.path,
      )) ||
    DEFAULT_TITLE;
  usePageTitle(title);
  return (
    <>
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {memberId === undefined ? <Spinner /> : <PaymentMethodsManager key={memberId} memberId={memberId} />}
    </>
  );
}
