import type { MemberView } from '@portal/contracts';
import { useId } from 'react';
import { referralCenterSignUpLink, staffSignUpLink } from '../utils/sign-up-links';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { NoSalesRepNotice } from './no-sales-rep-warning';

/**
 * The Referral Patients page's read-only RHC sign-up link (spec §2). A center without a sales rep
 * gets the no-sales-rep warning instead: a referral center signing up through it would have no rep.
 */
export function ReferralSignUpLinkCard({ center }: { center: Pick<MemberView, 'id' | 'saless_rep_id'> }) {
  const titleId = useId();
  const link = referralCenterSignUpLink(window.location.origin, center);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Referral Harvest Center Sign-up
      </h2>
      <p className="muted card-intro">Referral harvest centers that sign up with this link are linked to your center and your sales rep.</p>
      {link ? (
        <CopyLinkField label="Referral Harvest Center sign-up link" link={link} />
      ) : (
        <NoSalesRepNotice />
      )}
    </section>
  );
}

/** The Staff page's read-only staff registration link (spec §2). */
export function StaffSignUpLinkCard({ centerId }: { centerId: number }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Staff Sign-up
      </h2>
      <p className="muted card-intro">Staff who sign up with this link are associated with your center and may enter its account.</p>
      <CopyLinkField label="Staff sign-up link" link={staffSignUpLink(window.location.origin, centerId)} />
    </section>
  );
}
