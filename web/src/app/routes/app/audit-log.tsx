import { AuditLog } from '../../../features/audit/components/audit-log';

export default function AuditLogRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Audit Log</h1>
      </div>
      <AuditLog />
    </>
  );
}
