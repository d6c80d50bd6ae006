import { StaffManager } from '../../../features/staff/components/staff-manager';

/** HC Staff Manager (admins): staff members and the harvest centers each may enter. */
export default function HcStaffManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>HC Staff Manager</h1>
      </div>
      <div className="card">
        <StaffManager />
      </div>
    </>
  );
}
