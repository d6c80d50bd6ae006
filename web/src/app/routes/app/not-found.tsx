import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export default function NotFoundRoute() {
  return (
    <section className="card notice">
      <h1>Page not found</h1>
      <p className="muted">There is no page at this address, or it is not available in the portal yet.</p>
      <Link className="button button--secondary" to={paths.dashboard.getHref()}>
        Go to the Dashboard
      </Link>
    </section>
  );
}
