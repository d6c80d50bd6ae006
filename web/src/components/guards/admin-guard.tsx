import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { isAdmin } from '../../lib/authorization';

/** Wraps the admin routes: other members, and an admin acting as one, go to the unauthorized page. */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const user = useUser();
  if (!isAdmin(user)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}
