import { RepReferralCenters } from '../../../features/teams/components/rep-lists';

export default function ReferralHarvestCentersRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Referral Harvest Centers</h1>
        <p className="muted">The referral harvest centers you are the sales rep of.</p>
      </div>
      <div className="card">
        <RepReferralCenters />
      </div>
    </>
  );
}
