import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export default function UnauthorizedRoute() {
  return (
    <section className="card notice">
      <h1>This action is unauthorized</h1>
      <p className="muted">Your plan does not give access to this page.</p>
      <Link className="button button--secondary" to={paths.dashboard.getHref()}>
        Go to the Dashboard
      </Link>
    </section>
  );
}
