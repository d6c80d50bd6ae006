import { useMemo } from 'react';
import { PatientList } from '../../../components/role-lists/patient-list';
import { useActingMemberId } from '../../../lib/auth';
import { useTeamManagerNames } from '../api/get-team-managers';
import { ownerPath, teamApi } from '../api/paths';
import { salesManagerColumn, teamColumns } from '../utils/columns';
import { TeamTable } from './team-table';

/** The manager dashboard's Sales Rep Team: the manager removes reps from it. */
export function ManagerTeam() {
  const managerId = useActingMemberId();
  return (
    <TeamTable
      path={ownerPath(teamApi.managerReps, managerId)}
      caption="Sales rep team"
      columns={teamColumns.members}
      loadingText="Loading sales reps..."
      removePath={teamApi.removeRep}
    />
  );
}

/** The distributor dashboard's Sales Manager Team: the distributor removes managers from it. */
export function DistributorTeam() {
  const distributorId = useActingMemberId();
  return (
    <TeamTable
      path={ownerPath(teamApi.distributorManagers, distributorId)}
      caption="Sales manager team"
      columns={teamColumns.members}
      loadingText="Loading sales managers..."
      removePath={teamApi.removeManager}
    />
  );
}

/** Team Sales Rep: the reps of the distributor's managers, each with its manager, read-only. */
export function DistributorReps() {
  const distributorId = useActingMemberId();
  const { data: managers } = useTeamManagerNames(ownerPath(teamApi.distributorManagers, distributorId));
  const columns = useMemo(() => [...teamColumns.reps, salesManagerColumn(managers)], [managers]);
  return <TeamTable path={ownerPath(teamApi.distributorReps, distributorId)} caption="Team sales reps" columns={columns} loadingText="Loading sales reps..." />;
}

/** Team Patients of a manager (its reps' patients) or of a distributor (its managers' reps' patients). */
export function TeamPatients({ leader }: { leader: 'manager' | 'distributor' }) {
  const leaderId = useActingMemberId();
  return (
    <PatientList
      path={ownerPath(leader === 'manager' ? teamApi.managerPatients : teamApi.distributorPatients, leaderId)}
      caption="Team patients"
      columns={teamColumns.teamPatients}
      searchPlaceholder="Patient ID, name or e-mail"
      button="View"
    />
  );
}
