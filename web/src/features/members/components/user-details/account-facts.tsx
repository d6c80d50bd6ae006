import type { MemberView } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatUtcDateTime } from '../../../../utils/format-date';

/** Read-only: the member id and the account dates in UTC; `children` adds facts of other sources. */
export function AccountFacts({ member, children }: { member: Pick<MemberView, 'id' | 'date_joined' | 'last_login'>; children?: ReactNode }) {
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
      {children}
    </dl>
  );
}
