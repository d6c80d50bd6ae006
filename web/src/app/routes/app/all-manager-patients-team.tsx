import { TeamPatients } from '../../../features/teams/components/team-lists';

/** The distributor's Team Patients: the patients of its managers' reps. */
export default function AllManagerPatientsTeamRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Team Patients</h1>
      </div>
      <div className="card">
        <TeamPatients leader="distributor" />
      </div>
    </>
  );
}
