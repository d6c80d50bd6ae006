import { Membership } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';
import { MyLabelRequests } from './my-label-requests';
import { RequestLabelForm } from './request-label-form';

/**
 * A center's Fedex label screen: the request form and its past requests. The center is the member
 * the screens act as (staff who entered a center request as it); staff on their own account are
 * asked to enter one of their centers first.
 */
export function RequestLabelPage({ referral }: { referral: boolean }) {
  const user = useUser();
  if (!user) return null;
  if (planOf(user) === Membership.HcStaff)
    return (
      <section className="card">
        <p>
          Labels are requested for a harvest center: enter one of your associated harvest centers from the <Link to={paths.dashboard.getHref()}>Dashboard</Link>
          , then open Fedex Label.
        </p>
      </section>
    );
  return (
    <div className="stack">
      <section className="card" aria-labelledby="request-label-title">
        <h2 id="request-label-title">Request a Label</h2>
        <RequestLabelForm key={user.id} center={user} referral={referral} />
      </section>
      <section className="card" aria-labelledby="label-requests-title">
        <h2 id="label-requests-title">Your Label Requests</h2>
        <MyLabelRequests />
      </section>
    </div>
  );
}
