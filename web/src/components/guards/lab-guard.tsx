import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { canEnterLab } from '../../lib/authorization';

/** Wraps the lab routes: members who may not enter go to the unauthorized page. */
export function LabGuard({ children }: { children?: ReactNode }) {
  const user = useUser();
  if (!canEnterLab(user)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}
