/**
 * The path of each screen the SPA guards, by its typed key (screens.ts says what opens each). Apart
 * from the role table, so the SPA's entry builds its routes without loading the table: the guards
 * load it with their screens.
 */
export const screenPaths = {
  inactiveUsers: '/inactive-users',
  whiteLabelSettings: '/white-label-settings',
  auditLog: '/audit-log',
  productManager: '/product-manager',
  couponManager: '/coupon-manager',
  fedexRequests: '/fedex-requests',
  assetsManager: '/assets-manager',
  hcStaffManager: '/hc-staff-manager',
  rhcManager: '/rhc-manager',
  allTransactions: '/all-transaction-report',
  patientDocuments: '/documents/patients',
  centerDocuments: '/documents/harvest-centers',
  repCenters: '/harvest-centers',
  repReferralCenters: '/referral-harvest-centers',
  repPatients: '/patients',
  repTransactions: '/my-transaction-report',
  addSalesRep: '/add-sales-rep',
  addSalesManager: '/add-sales-manager',
  managerPatients: '/all-patients-team',
  managerTransactions: '/team-transaction-report',
  distributorReps: '/all-manager-sr-team',
  distributorPatients: '/all-manager-patients-team',
  distributorTransactions: '/manager-teams-transaction-report',
  lab: '/lab/:id?',
  labCenterPatients: '/lab/:lab_id/harvest-center/:harvestcenter_id?',
  referralPatients: '/referral-patients',
  centerStaff: '/staff-view',
  requestSignatures: '/request-patients-signatures',
  uploadPatientDocuments: '/upload-patient-documents',
  patientsSignatures: '/patients-signatures',
  centerLabel: '/fedex-request-label',
  centerTransactions: '/hc-transaction-history',
  referralLabel: '/fedex-request-label-rhc',
  centerProfile: '/hc-profile',
  checkoutProduct: '/harvest-center/checkout/product/:id?',
  processingFee: '/harvest-center/checkout/processing-fee',
  harvestFee: '/harvest-center/checkout/harvest-fee',
} as const;

export type ScreenKey = keyof typeof screenPaths;
