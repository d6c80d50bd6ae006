export const paths = {
  login: {
    path: '/',
    getHref: (redirectTo?: string) => (redirectTo ? `/?redirect=${encodeURIComponent(redirectTo)}` : '/'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (email?: string) => (email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password'),
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  password: { path: '/password', getHref: () => '/password' },
  profile: { path: '/profile', getHref: () => '/profile' },
  locations: { path: '/hc-locations', getHref: () => '/hc-locations' },
  contact: { path: '/contact', getHref: () => '/contact' },
  inactiveUsers: { path: '/inactive-users', getHref: () => '/inactive-users' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
} as const;
