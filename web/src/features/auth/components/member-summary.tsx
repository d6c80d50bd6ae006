import type { MemberView } from '@portal/contracts';

/** Top bar facts about the signed-in member: Member ID and Plan (the first membership). */
export function MemberSummary({ member }: { member: MemberView }) {
  return (
    <div className="member-summary">
      <dl className="member-facts">
        <div className="member-fact">
          <dt>Member ID</dt>
          <dd>{member.id}</dd>
        </div>
        <div className="member-fact">
          <dt>Plan</dt>
          <dd>{member.membership[0]?.name ?? '—'}</dd>
        </div>
      </dl>
      <span className="member-name">{member.username || member.email}</span>
    </div>
  );
}
