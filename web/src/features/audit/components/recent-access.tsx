import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Notification } from '../../../components/ui/notification';
import { errorMessage } from '../../../lib/api-client';
import { formatUtcDateTime } from '../../../utils/format-date';
import { getAuditLog } from '../api/get-audit-log';

/** How many of a patient's latest reads User Details shows; the Audit Log has them all. */
const SHOWN = 5;

const whatOf: Record<string, string> = {
  'patient.details.read': 'viewed the details',
  'patient.vials.read': 'viewed the vials',
  'patient.documents.read': 'viewed the documents list',
  'patient.document.read': 'opened a signed document',
};

/** Recent access on a patient's User Details (admins): who last read its data, what, when and from where. */
export function RecentAccess({ patientId }: { patientId: number }) {
  const titleId = useId();
  const query = { patient: patientId, action: 'patient-reads' };
  const { data, error, isPending } = useQuery({ queryKey: ['audit-log', query], queryFn: ({ signal }) => getAuditLog(query, signal) });
  return (
    <section className="recent-access" aria-labelledby={titleId}>
      <h3 id={titleId}>Recent access</h3>
      {isPending ? (
        <p aria-busy="true">Loading…</p>
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : data.results.length === 0 ? (
        <p>No one else has read this patient's data.</p>
      ) : (
        <ul>
          {data.results.slice(0, SHOWN).map((e) => (
            <li key={e.id}>
              {formatUtcDateTime(e.at)}: {e.member?.name ?? 'Someone'}
              {e.acting_as ? ` (acting as ${e.acting_as.name})` : ''} {whatOf[e.action] ?? e.action}
              {e.address ? `, from ${e.address}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
