import { RhcManager } from '../../../features/associations/components/rhc-manager';

/** RHC Manager (admins): referral centers and the harvest centers their new referrals go to. */
export default function RhcManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>RHC Manager</h1>
      </div>
      <div className="card">
        <RhcManager />
      </div>
    </>
  );
}
