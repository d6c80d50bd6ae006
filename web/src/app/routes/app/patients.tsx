import { RepPatients } from '../../../features/teams/components/rep-lists';

export default function PatientsRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Your Associated Patients</h1>
      </div>
      <div className="card">
        <RepPatients />
      </div>
    </>
  );
}
