import { mayOpen, type ScreenKey } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';

/**
 * Wraps a guarded screen (the contracts' screens table, read through the role table): members it
 * does not open for (by their plan, or as admins) go to the unauthorized page. The member is the one the screens act as (an
 * admin logged in as a center passes a center's screens, and leaves the admin's); the API checks
 * every call again.
 */
export function ScreenGuard({ screen, children }: { screen: ScreenKey; children?: ReactNode }) {
  const user = useUser();
  if (
    !mayOpen(
      user?.membership.map((m) => m.id),
      screen,
    )
  )
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}
