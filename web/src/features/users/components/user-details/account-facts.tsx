import type { MemberView } from '@portal/contracts';
import { formatUtcDateTime } from '../../../../utils/format-date';

/** Read-only: the member id and the account dates in UTC. */
export function AccountFacts({ member }: { member: Pick<MemberView, 'id' | 'date_joined' | 'last_login'> }) {
  return (
    <dl className="facts">
      <div className="fact">
        <dt>Member ID</dt>
        <dd>{member.id}</dd>
      </div>
      <div className="fact">
        <dt>Date Joined</dt>
        <dd>{formatUtcDateTime(member.date_joined)}</dd>
      </div>
      <div className="fact">
        <dt>Last Login</dt>
        <dd>{formatUtcDateTime(member.last_login)}</dd>
      </div>
    </dl>
  );
}
