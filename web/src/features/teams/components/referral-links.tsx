import { useEffect } from 'react';
import { EMPTY_TABLE_TEXT } from '../../../config/constants';
import { useActingMemberId } from '../../../lib/auth';
import { logError } from '../../../lib/log';
import { useAllRepCenters } from '../api/get-rep-centers';
import { centerLinks, harvestCenterSignupLink, type CenterLinks } from '../utils/referral-links';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import '../teams.css';

/**
 * The sales rep dashboard's Referral Links (spec §2): the rep's Harvest Center sign-up link, and
 * for each of its harvest centers the Referral Harvest Center and HC staff sign-up links. The
 * links are of this portal's own address, so each white-label domain signs up its own members.
 */
export function ReferralLinks() {
  const repId = useActingMemberId();
  const { data: centers, isPending, isError, error } = useAllRepCenters(repId);
  // A failed list shows as empty and is only logged (spec §8).
  useEffect(() => {
    if (error) logError(`Harvest centers of sales rep ${repId}`, error);
  }, [error, repId]);
  if (repId === undefined) return null;
  const origin = window.location.origin;

  return (
    <div className="referral-links">
      <CopyLinkField label="Harvest Center sign-up link" link={harvestCenterSignupLink(origin, repId)} />
      <h3 className="referral-links-heading">Your harvest centers</h3>
      {isError ? (
        <p className="muted">{EMPTY_TABLE_TEXT}</p>
      ) : isPending ? (
        <p aria-busy="true">Loading harvest centers...</p>
      ) : centers.length === 0 ? (
        <p className="muted">{EMPTY_TABLE_TEXT}</p>
      ) : (
        centerLinks(origin, repId, centers).map((center) => <CenterLinkCard key={center.id} center={center} />)
      )}
    </div>
  );
}

function CenterLinkCard({ center }: { center: CenterLinks }) {
  const headingId = `referral-center-${center.id}`;
  return (
    <section className="referral-center" aria-labelledby={headingId}>
      <h4 id={headingId} className="referral-center-name">
        {center.company || `Harvest center ${center.id}`}
        <small className="muted"> ID {center.id}</small>
      </h4>
      <CopyLinkField label="Referral Harvest Center sign-up link" link={center.referralCenter} />
      <CopyLinkField label="HC staff sign-up link" link={center.staff} />
    </section>
  );
}
