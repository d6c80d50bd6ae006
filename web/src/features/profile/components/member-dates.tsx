import type { MemberView } from '@portal/contracts';
import { formatUtcDateTime } from '../../../utils/format-date';

/** The read-only account dates of the Contact Details page, in UTC. */
export function MemberDates({ member }: { member: Pick<MemberView, 'date_joined' | 'last_login'> }) {
  return (
    <dl className="facts">
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
