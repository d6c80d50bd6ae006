import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AdminGuard } from '../components/guards/admin-guard';
import { guestOnly, requireSession } from '../lib/auth';
import { RootErrorBoundary, RootFallback, RootRoute } from './routes/root';

/** A route module loaded on first visit, so each screen is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const titled = (title: string) => ({ title });

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootFallback,
    children: [
      { index: true, loader: guestOnly, handle: titled('Member Login'), lazy: page(() => import('./routes/auth/login')) },
      { path: 'forgot-password', handle: titled('Forgot Password'), lazy: page(() => import('./routes/auth/forgot-password')) },
      { path: 'reset-password', handle: titled('Reset Password'), lazy: page(() => import('./routes/auth/reset-password')) },
      {
        loader: requireSession,
        lazy: page(() => import('./routes/app/root')),
        children: [
          { path: 'dashboard', handle: titled('Dashboard'), lazy: page(() => import('./routes/app/dashboard')) },
          { path: 'profile', handle: titled('Contact Details'), lazy: page(() => import('./routes/app/profile')) },
          { path: 'hc-locations', handle: titled('Locations'), lazy: page(() => import('./routes/app/locations')) },
          { path: 'password', handle: titled('Change Password'), lazy: page(() => import('./routes/app/password')) },
          { path: 'contact', handle: titled('Got a Question'), lazy: page(() => import('./routes/app/contact')) },
          {
            Component: AdminGuard,
            children: [
              { path: 'inactive-users', handle: titled('Inactive Users'), lazy: page(() => import('./routes/app/inactive-users')) },
            ],
          },
          { path: 'unauthorized', lazy: page(() => import('./routes/app/unauthorized')) },
          { path: '*', lazy: page(() => import('./routes/app/not-found')) },
        ],
      },
    ],
  },
]);
