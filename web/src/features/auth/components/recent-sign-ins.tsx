import { useId } from 'react';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { TableScroll } from '../../../components/ui/table-scroll';
import { errorMessage } from '../../../lib/api-client';
import { formatUtcDateTime } from '../../../utils/format-date';
import { useRecentSignIns } from '../api/sign-ins';

/**
 * The member's own recent sign-ins on Contact Details: each browser it signed in from within the
 * year, the latest first, with the address and time. One it does not know is a reason to change
 * the password and sign out everywhere.
 */
export function RecentSignInsCard() {
  const titleId = useId();
  const { data, error, isPending } = useRecentSignIns();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Recent sign-ins
      </h2>
      <p>The browsers your account was signed in from this year. One you do not recognise? Change your password and sign out everywhere.</p>
      {isPending ? (
        <Spinner label="Loading your sign-ins…" />
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <TableScroll label="Recent sign-ins">
          <table className="data-table">
            <caption className="visually-hidden">Recent sign-ins</caption>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Address</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">First sign-in</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((b) => (
                <tr key={`${b.browser}-${b.first_seen_at}`}>
                  <td>{b.browser}</td>
                  <td>{b.address}</td>
                  <td>{formatUtcDateTime(b.last_seen_at)}</td>
                  <td>{formatUtcDateTime(b.first_seen_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
