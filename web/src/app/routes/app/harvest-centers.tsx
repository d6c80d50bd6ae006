import { RepCenters } from '../../../features/teams/components/rep-lists';

export default function HarvestCentersRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Your Associated Harvest Centers</h1>
        <p className="muted">The harvest centers you are the sales rep of.</p>
      </div>
      <div className="card">
        <RepCenters />
      </div>
    </>
  );
}
