import { Outlet, isRouteErrorResponse, useMatches, useNavigation, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { DocumentMeta } from '../../features/domain/components/document-meta';
import { FreshnessCheck } from '../../features/domain/components/freshness-check';
import { usePageTitleOverride } from '../../lib/page-title';
import { routeTitle } from '../../utils/page-title';

export function RootRoute() {
  const routeTitled = routeTitle(useMatches());
  const title = usePageTitleOverride() ?? routeTitled;
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      <FreshnessCheck />
      <DocumentMeta title={title} />
      {navigating && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Outlet />
    </>
  );
}

export function RootFallback() {
  return <Spinner label="Loading the portal…" />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="error-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reloading usually helps, for example after the portal was updated.</p>
      {detail && <p className="muted">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
