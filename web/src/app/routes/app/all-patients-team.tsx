import { TeamPatients } from '../../../features/teams/components/team-lists';

/** The manager's Team Patients: the patients of its reps. */
export default function AllPatientsTeamRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Team Patients</h1>
      </div>
      <div className="card">
        <TeamPatients leader="manager" />
      </div>
    </>
  );
}
