import { Membership } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { planOf } from '../../lib/authorization';

export type MembershipName = keyof typeof Membership;

interface PlanGuardProps {
  /** The plans (first memberships) the wrapped routes are for, by name. */
  plans: readonly MembershipName[];
  children?: ReactNode;
}

/**
 * Wraps routes of some memberships: other members go to the unauthorized page. The member is
 * the one the screens act as (an admin logged in as a center passes a center's guard); the API
 * checks every call again.
 */
export function PlanGuard({ plans, children }: PlanGuardProps) {
  const plan = planOf(useUser());
  if (plan === undefined || !plans.some((name) => Membership[name] === plan)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}
