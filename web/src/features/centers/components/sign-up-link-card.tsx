import type { MemberView } from '@portal/contracts';
import { useId } from 'react';
import { SignUpLinkField } from '../../../components/sign-up-links/sign-up-link-field';
import { useSignUpLinks } from '../../../components/sign-up-links/use-sign-up-links';
import { referralCenterSignUpLink, staffSignUpLink } from '../utils/sign-up-links';
import { NoSalesRepNotice } from './no-sales-rep-warning';

/**
 * The Referral Patients page's read-only RHC sign-up link (spec §2), with the center's New link. A
 * center without a sales rep gets the no-sales-rep warning instead: a referral center signing up
 * through it would have no rep.
 */
export function ReferralSignUpLinkCard({ center }: { center: Pick<MemberView, 'id' | 'saless_rep_id'> }) {
  const titleId = useId();
  const { data } = useSignUpLinks(center.id);
  const link = referralCenterSignUpLink(window.location.origin, center, data);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Referral Harvest Center Sign-up
      </h2>
      <p className="muted card-intro">
        Referral harvest centers that sign up with this link are linked to your center and your sales rep. You are told by e-mail of each.
      </p>
      {link === null ? (
        <NoSalesRepNotice />
      ) : (
        <SignUpLinkField label="Referral Harvest Center sign-up link" link={link} renew={{ memberId: center.id, kind: 'referral-center' }} />
      )}
    </section>
  );
}

/** The Staff page's read-only staff registration link (spec §2), with the center's New link. */
export function StaffSignUpLinkCard({ centerId }: { centerId: number }) {
  const titleId = useId();
  const { data } = useSignUpLinks(centerId);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Staff Sign-up
      </h2>
      <p className="muted card-intro">
        Staff who sign up with this link are associated with your center and may enter its account. You are told by e-mail of each; remove anyone you do not
        know below.
      </p>
      <SignUpLinkField
        label="Staff sign-up link"
        link={staffSignUpLink(window.location.origin, centerId, data)}
        renew={{ memberId: centerId, kind: 'hc-staff' }}
      />
    </section>
  );
}
