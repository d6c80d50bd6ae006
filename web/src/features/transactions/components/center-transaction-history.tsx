import { Membership } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';
import { MemberReport } from './member-report';

/**
 * A harvest center's Transaction History: the center the screens act as (staff who entered a
 * center see that center's); staff on their own account are asked to enter one of their centers.
 */
export function CenterTransactionHistory() {
  const user = useUser();
  if (user && planOf(user) === Membership.HcStaff)
    return (
      <p>
        The transaction history is a harvest center's: enter one of your associated harvest centers from the{' '}
        <Link to={paths.dashboard.getHref()}>Dashboard</Link>, then open Transaction History.
      </p>
    );
  return <MemberReport kind="harvest_center" />;
}
