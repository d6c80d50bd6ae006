import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { screenPaths, type ScreenKey } from '@portal/contracts/screen-paths';
import { guestOnly, requireSession } from '../lib/auth';
import { RootErrorBoundary, RootFallback, RootRoute } from './routes/root';

/** A route module loaded on first visit, so each screen is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const titled = (title: string) => ({ title });

/*
 * A guarded screen's guard loads with the screen, not with the entry: it reads the role table of the
 * contracts, which the login page (the first paint of most visits) does not need. The entry reads
 * the screens' paths alone.
 */
const screenGuard = (screen: ScreenKey) => async () => {
  const { ScreenGuard } = await import('../components/guards/screen-guard');
  return { Component: () => <ScreenGuard screen={screen} /> };
};

/** A guarded screen at its path in the contracts' screens table, with its title. */
const guarded = (screen: ScreenKey, title: string, load: () => Promise<{ default: ComponentType }>) => ({
  lazy: screenGuard(screen),
  children: [{ path: screenPaths[screen].slice(1), handle: titled(title), lazy: page(load) }],
});

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
      // Document signing, signed in or not: the guest page and the pages the signing frame ends on.
      { path: 'sign-your-document', handle: titled('Sign Document'), lazy: page(() => import('./routes/signing/sign-your-document')) },
      { path: 'signed-completed-message', handle: titled('Document Signed'), lazy: page(() => import('./routes/signing/signed-completed')) },
      {
        path: 'patient-signed-completed-message',
        handle: titled('Document Signed'),
        lazy: page(() => import('./routes/signing/patient-signed-completed')),
      },
      {
        path: 'patient-signed-completed-message-from-email',
        handle: titled('Document Signed'),
        lazy: page(() => import('./routes/signing/patient-signed-completed-from-email')),
      },
      // The public registration pages the sign-up links open (spec §2).
      { path: 'sales-rep-registration', handle: titled('New Sales Rep'), lazy: page(() => import('./routes/registration/sales-rep')) },
      { path: 'sales-manager-registration', handle: titled('New Sales Manager'), lazy: page(() => import('./routes/registration/sales-manager')) },
      { path: 'sales-distributor-registration', handle: titled('New Sales Distributor'), lazy: page(() => import('./routes/registration/sales-distributor')) },
      { path: 'harvest-center-registration', handle: titled('New Harvest Center'), lazy: page(() => import('./routes/registration/harvest-center')) },
      {
        path: 'referral-harvest-center-registration',
        handle: titled('New Referral Harvest Center'),
        lazy: page(() => import('./routes/registration/referral-harvest-center')),
      },
      { path: 'hc-staff-registration', handle: titled('New HC Staff Account'), lazy: page(() => import('./routes/registration/hc-staff')) },
      { path: 'admin-registration-process', handle: titled('New Admin'), lazy: page(() => import('./routes/registration/admin')) },
      { path: 'hc-signed-completed-message', handle: titled('Attestation Signed'), lazy: page(() => import('./routes/signing/hc-signed-completed')) },
      {
        loader: requireSession,
        lazy: page(() => import('./routes/app/root')),
        children: [
          { path: 'dashboard', handle: titled('Dashboard'), lazy: page(() => import('./routes/app/dashboard')) },
          { path: 'profile', handle: titled('Contact Details'), lazy: page(() => import('./routes/app/profile')) },
          { path: 'hc-locations', handle: titled('Locations'), lazy: page(() => import('./routes/app/locations')) },
          { path: 'hc-payments', handle: titled('Payment Methods'), lazy: page(() => import('./routes/app/payments')) },
          { path: 'password', handle: titled('Change Password'), lazy: page(() => import('./routes/app/password')) },
          { path: 'exports/:id', handle: titled('Your export'), lazy: page(() => import('./routes/app/export')) },
          { path: 'contact', handle: titled('Got a Question'), lazy: page(() => import('./routes/app/contact')) },
          { path: 'resource-center', handle: titled('Resource Center'), lazy: page(() => import('./routes/app/resource-center')) },
          // The guarded screens (spec §2's guards: the admin's, the sales teams', the lab's, the centers'
          // and the checkouts'), each opened by the role table through the contracts' screens table.
          guarded('inactiveUsers', 'Inactive Users', () => import('./routes/app/inactive-users')),
          guarded('whiteLabelSettings', 'White Label Settings', () => import('./routes/app/white-label-settings')),
          guarded('auditLog', 'Audit Log', () => import('./routes/app/audit-log')),
          guarded('productManager', 'Product Manager', () => import('./routes/app/product-manager')),
          guarded('couponManager', 'Coupon Manager', () => import('./routes/app/coupon-manager')),
          guarded('fedexRequests', 'Fedex Requests', () => import('./routes/app/fedex-requests')),
          guarded('assetsManager', 'Assets Manager', () => import('./routes/app/assets-manager')),
          guarded('hcStaffManager', 'HC Staff Manager', () => import('./routes/app/hc-staff-manager')),
          guarded('rhcManager', 'RHC Manager', () => import('./routes/app/rhc-manager')),
          guarded('allTransactions', 'Transactions', () => import('./routes/app/all-transaction-report')),
          guarded('patientDocuments', 'Patient Documents', () => import('./routes/app/documents-patients')),
          guarded('centerDocuments', 'Harvest Center Documents', () => import('./routes/app/documents-harvest-centers')),
          guarded('repCenters', 'Your Associated Harvest Centers', () => import('./routes/app/harvest-centers')),
          guarded('repReferralCenters', 'Referral Harvest Centers', () => import('./routes/app/referral-harvest-centers')),
          guarded('repPatients', 'Your Associated Patients', () => import('./routes/app/patients')),
          guarded('repTransactions', 'Your Associated Transactions', () => import('./routes/app/my-transaction-report')),
          guarded('addSalesRep', 'Add Sales Rep', () => import('./routes/app/add-sales-rep')),
          guarded('addSalesManager', 'Add Sales Manager', () => import('./routes/app/add-sales-manager')),
          guarded('managerPatients', 'Team Patients', () => import('./routes/app/all-patients-team')),
          guarded('managerTransactions', 'Your Team Transactions', () => import('./routes/app/team-transaction-report')),
          guarded('distributorReps', 'Team Sales Rep', () => import('./routes/app/all-manager-sr-team')),
          guarded('distributorPatients', 'Team Patients', () => import('./routes/app/all-manager-patients-team')),
          guarded('distributorTransactions', 'Your Teams Transactions', () => import('./routes/app/manager-teams-transaction-report')),
          // A missing harvest-center id still reaches its page, which returns to the dashboard (spec §2).
          guarded('lab', 'Lab', () => import('./routes/app/lab')),
          guarded('labCenterPatients', 'Harvest Center Patients', () => import('./routes/app/lab-center-patients')),
          guarded('referralPatients', 'Referral Patients', () => import('./routes/app/referral-patients')),
          guarded('centerStaff', 'Staff', () => import('./routes/app/staff-view')),
          guarded('requestSignatures', 'Request Patients Signatures', () => import('./routes/app/request-patients-signatures')),
          guarded('uploadPatientDocuments', 'Upload Patient Documents Signed', () => import('./routes/app/upload-patient-documents')),
          guarded('patientsSignatures', 'Patients Signatures', () => import('./routes/app/patients-signatures')),
          // Staff see a center's labels and history and are asked to enter a center first.
          guarded('centerLabel', 'Request Fedex Label', () => import('./routes/app/fedex-request-label')),
          guarded('centerTransactions', 'Transaction History', () => import('./routes/app/hc-transaction-history')),
          guarded('referralLabel', 'Request Fedex Label', () => import('./routes/app/fedex-request-label-rhc')),
          guarded('centerProfile', 'Profile', () => import('./routes/app/hc-profile')),
          // The checkouts: the API decides who may buy what (spec §6); the guards keep each screen to its buyers.
          guarded('checkoutProduct', 'Checkout', () => import('./routes/app/checkout-product')),
          guarded('processingFee', 'New Patient Processing Fee', () => import('./routes/app/checkout-processing-fee')),
          guarded('harvestFee', 'Referral Processing Fee', () => import('./routes/app/checkout-harvest-fee')),
          { path: 'checkout/patient-vials', handle: titled('Checkout Vials'), lazy: page(() => import('./routes/app/checkout-patient-vials')) },
          { path: 'unauthorized', lazy: page(() => import('./routes/app/unauthorized')) },
          { path: '*', lazy: page(() => import('./routes/app/not-found')) },
        ],
      },
    ],
  },
]);
