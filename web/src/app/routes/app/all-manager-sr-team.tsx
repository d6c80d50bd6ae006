import { DistributorReps } from '../../../features/teams/components/team-lists';

/** The distributor's Team Sales Rep: the reps of its managers. */
export default function AllManagerSrTeamRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Team Sales Rep</h1>
      </div>
      <div className="card">
        <DistributorReps />
      </div>
    </>
  );
}
