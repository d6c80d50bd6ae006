import { NO_SALES_REP } from '@portal/contracts';
import { useActingMemberId } from '../../../lib/auth';
import { useMember } from '../../../lib/members';
import { lacksSalesRep } from '../utils/sales-rep-warning';
import '../centers.css';

/** The spec §6 warning text, as a standing alert. */
export function NoSalesRepNotice() {
  return (
    <p role="alert" className="notification notification--warning">
      {NO_SALES_REP}
    </p>
  );
}

/**
 * On the dashboard of a harvest center, a referral center or a patient with tag 1 (spec §6): the
 * warning while the acting member has no sales rep, read fresh from the API.
 */
export function NoSalesRepWarning() {
  const { data: member } = useMember(useActingMemberId());
  if (!member || !lacksSalesRep(member)) return null;
  return (
    <div className="dashboard-warning">
      <NoSalesRepNotice />
    </div>
  );
}
