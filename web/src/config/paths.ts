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
  payments: { path: '/hc-payments', getHref: () => '/hc-payments' },
  contact: { path: '/contact', getHref: () => '/contact' },
  inactiveUsers: { path: '/inactive-users', getHref: () => '/inactive-users' },
  productManager: { path: '/product-manager', getHref: () => '/product-manager' },
  couponManager: { path: '/coupon-manager', getHref: () => '/coupon-manager' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  // The lab's harvest centers (its own without an id) and one center's patients (spec §2 route table).
  lab: { path: '/lab/:id?', getHref: (labId?: number) => (labId === undefined ? '/lab' : `/lab/${labId}`) },
  harvestCenterPatients: {
    path: '/lab/:lab_id/harvest-center/:harvestcenter_id',
    getHref: (labId: number, hcId: number) => `/lab/${labId}/harvest-center/${hcId}`,
  },
  // The checkouts (spec §2 route table); the dynamic one takes the product id.
  checkoutProcessingFee: { path: '/harvest-center/checkout/processing-fee', getHref: () => '/harvest-center/checkout/processing-fee' },
  checkoutHarvestFee: { path: '/harvest-center/checkout/harvest-fee', getHref: () => '/harvest-center/checkout/harvest-fee' },
  checkoutProduct: { path: '/harvest-center/checkout/product/:id?', getHref: (productId: number) => `/harvest-center/checkout/product/${productId}` },
  checkoutPatientVials: { path: '/checkout/patient-vials', getHref: () => '/checkout/patient-vials' },
  referralPatients: { path: '/referral-patients', getHref: () => '/referral-patients' },
  staffView: { path: '/staff-view', getHref: () => '/staff-view' },
  hcProfile: { path: '/hc-profile', getHref: () => '/hc-profile' },
  // Public sign-up pages the referral links open: `srid` names the sales rep, `hcid` the harvest center (spec §2),
  // `invite` the invitation token the server issued for that link (without it the link creates nothing).
  harvestCenterRegistration: {
    path: '/harvest-center-registration',
    getHref: (salesRepId: number, invite: string) => `/harvest-center-registration?${new URLSearchParams({ srid: String(salesRepId), invite })}`,
  },
  referralCenterRegistration: {
    path: '/referral-harvest-center-registration',
    getHref: (salesRepId: number, hcId: number, invite: string) =>
      `/referral-harvest-center-registration?${new URLSearchParams({ srid: String(salesRepId), hcid: String(hcId), invite })}`,
  },
  hcStaffRegistration: {
    path: '/hc-staff-registration',
    getHref: (hcId: number, invite: string) => `/hc-staff-registration?${new URLSearchParams({ hcid: String(hcId), invite })}`,
  },
} as const;
