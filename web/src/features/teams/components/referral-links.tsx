import { useEffect } from 'react';
import { EMPTY_TABLE_TEXT } from '../../../config/constants';
import { useActingMemberId } from '../../../lib/auth';
import { logError } from '../../../lib/log';
import { SignUpLinkField } from '../../../components/sign-up-links/sign-up-link-field';
import { useSignUpLinks } from '../../../components/sign-up-links/use-sign-up-links';
import { useAllRepCenters } from '../api/get-rep-centers';
import { centerLinks, harvestCenterSignupLink, type LinkedCenter } from '../utils/referral-links';
import '../teams.css';

/**
 * The sales rep dashboard's Referral Links (spec §2): the rep's Harvest Center sign-up link, and
 * for each of its harvest centers the Referral Harvest Center and HC staff sign-up links. Each link
 * carries the invitation token the server issued for it; the rep makes a new Harvest Center link
 * here (a center makes its own). The links are of this portal's own address, so each white-label
 * domain signs up its own members.
 */
export function ReferralLinks() {
  const repId = useActingMemberId();
  const { data: centers, isPending, isError, error } = useAllRepCenters(repId);
  const own = useSignUpLinks(repId);
  // A failed list shows as empty and is only logged (spec §8).
  useEffect(() => {
    if (error) logError(`Harvest centers of sales rep ${repId}`, error);
  }, [error, repId]);
  if (repId === undefined) return null;
  const origin = window.location.origin;

  return (
    <div className="referral-links">
      <SignUpLinkField
        label="Harvest Center sign-up link"
        link={harvestCenterSignupLink(origin, repId, own.data)}
        renew={{ memberId: repId, kind: 'harvest-center' }}
      />
      <h3 className="referral-links-heading">Your harvest centers</h3>
      {isError ? (
        <p className="muted">{EMPTY_TABLE_TEXT}</p>
      ) : isPending ? (
        <p aria-busy="true">Loading harvest centers...</p>
      ) : centers.length === 0 ? (
        <p className="muted">{EMPTY_TABLE_TEXT}</p>
      ) : (
        centers.map((center) => <CenterLinkCard key={center.id} repId={repId} center={center} />)
      )}
    </div>
  );
}

function CenterLinkCard({ repId, center }: { repId: number; center: LinkedCenter }) {
  const headingId = `referral-center-${center.id}`;
  const { data } = useSignUpLinks(center.id);
  const links = centerLinks(window.location.origin, repId, center, data);
  return (
    <section className="referral-center" aria-labelledby={headingId}>
      <h4 id={headingId} className="referral-center-name">
        {center.company || `Harvest center ${center.id}`}
        <small className="muted"> ID {center.id}</small>
      </h4>
      <SignUpLinkField label="Referral Harvest Center sign-up link" link={links.referralCenter} />
      <SignUpLinkField label="HC staff sign-up link" link={links.staff} />
    </section>
  );
}
