import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { MembershipName } from '../components/guards/plan-guard';
import { guestOnly, requireSession } from '../lib/auth';
import { RootErrorBoundary, RootFallback, RootRoute } from './routes/root';

/** A route module loaded on first visit, so each screen is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const titled = (title: string) => ({ title });

/*
 * The guards load with the screens they guard, not with the entry: they read the role table of the
 * contracts, which the login page (the first paint of most visits) does not need.
 */
const planGuard =
  (...plans: MembershipName[]) =>
  async () => {
    const { PlanGuard } = await import('../components/guards/plan-guard');
    return { Component: () => <PlanGuard plans={plans} /> };
  };
const adminGuard = async () => ({ Component: (await import('../components/guards/admin-guard')).AdminGuard });
const labGuard = async () => ({ Component: (await import('../components/guards/lab-guard')).LabGuard });

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
          {
            lazy: adminGuard,
            children: [
              { path: 'inactive-users', handle: titled('Inactive Users'), lazy: page(() => import('./routes/app/inactive-users')) },
              { path: 'white-label-settings', handle: titled('White Label Settings'), lazy: page(() => import('./routes/app/white-label-settings')) },
              { path: 'audit-log', handle: titled('Audit Log'), lazy: page(() => import('./routes/app/audit-log')) },
              { path: 'product-manager', handle: titled('Product Manager'), lazy: page(() => import('./routes/app/product-manager')) },
              { path: 'coupon-manager', handle: titled('Coupon Manager'), lazy: page(() => import('./routes/app/coupon-manager')) },
              { path: 'fedex-requests', handle: titled('Fedex Requests'), lazy: page(() => import('./routes/app/fedex-requests')) },
              { path: 'assets-manager', handle: titled('Assets Manager'), lazy: page(() => import('./routes/app/assets-manager')) },
              { path: 'hc-staff-manager', handle: titled('HC Staff Manager'), lazy: page(() => import('./routes/app/hc-staff-manager')) },
              { path: 'rhc-manager', handle: titled('RHC Manager'), lazy: page(() => import('./routes/app/rhc-manager')) },
              { path: 'all-transaction-report', handle: titled('Transactions'), lazy: page(() => import('./routes/app/all-transaction-report')) },
              { path: 'documents/patients', handle: titled('Patient Documents'), lazy: page(() => import('./routes/app/documents-patients')) },
              {
                path: 'documents/harvest-centers',
                handle: titled('Harvest Center Documents'),
                lazy: page(() => import('./routes/app/documents-harvest-centers')),
              },
            ],
          },
          // Sales teams: the rep's lists, the manager's and the distributor's adds and team lists.
          {
            lazy: planGuard('SalesRep'),
            children: [
              { path: 'harvest-centers', handle: titled('Your Associated Harvest Centers'), lazy: page(() => import('./routes/app/harvest-centers')) },
              {
                path: 'referral-harvest-centers',
                handle: titled('Referral Harvest Centers'),
                lazy: page(() => import('./routes/app/referral-harvest-centers')),
              },
              { path: 'patients', handle: titled('Your Associated Patients'), lazy: page(() => import('./routes/app/patients')) },
              { path: 'my-transaction-report', handle: titled('Your Associated Transactions'), lazy: page(() => import('./routes/app/my-transaction-report')) },
            ],
          },
          {
            lazy: planGuard('SalesManager', 'Admin'),
            children: [{ path: 'add-sales-rep', handle: titled('Add Sales Rep'), lazy: page(() => import('./routes/app/add-sales-rep')) }],
          },
          {
            lazy: planGuard('SalesDistributor', 'Admin'),
            children: [{ path: 'add-sales-manager', handle: titled('Add Sales Manager'), lazy: page(() => import('./routes/app/add-sales-manager')) }],
          },
          {
            lazy: planGuard('SalesManager'),
            children: [
              { path: 'all-patients-team', handle: titled('Team Patients'), lazy: page(() => import('./routes/app/all-patients-team')) },
              { path: 'team-transaction-report', handle: titled('Your Team Transactions'), lazy: page(() => import('./routes/app/team-transaction-report')) },
            ],
          },
          {
            lazy: planGuard('SalesDistributor'),
            children: [
              { path: 'all-manager-sr-team', handle: titled('Team Sales Rep'), lazy: page(() => import('./routes/app/all-manager-sr-team')) },
              { path: 'all-manager-patients-team', handle: titled('Team Patients'), lazy: page(() => import('./routes/app/all-manager-patients-team')) },
              {
                path: 'manager-teams-transaction-report',
                handle: titled('Your Teams Transactions'),
                lazy: page(() => import('./routes/app/manager-teams-transaction-report')),
              },
            ],
          },
          // Labs, harvest centers and referral centers. A missing harvest-center id still reaches its
          // page, which returns to the dashboard (spec §2).
          {
            lazy: labGuard,
            children: [
              { path: 'lab/:id?', handle: titled('Lab'), lazy: page(() => import('./routes/app/lab')) },
              {
                path: 'lab/:lab_id/harvest-center/:harvestcenter_id?',
                handle: titled('Harvest Center Patients'),
                lazy: page(() => import('./routes/app/lab-center-patients')),
              },
            ],
          },
          {
            lazy: planGuard('HarvestCenter'),
            children: [
              { path: 'referral-patients', handle: titled('Referral Patients'), lazy: page(() => import('./routes/app/referral-patients')) },
              { path: 'staff-view', handle: titled('Staff'), lazy: page(() => import('./routes/app/staff-view')) },
              {
                path: 'request-patients-signatures',
                handle: titled('Request Patients Signatures'),
                lazy: page(() => import('./routes/app/request-patients-signatures')),
              },
              {
                path: 'upload-patient-documents',
                handle: titled('Upload Patient Documents Signed'),
                lazy: page(() => import('./routes/app/upload-patient-documents')),
              },
              { path: 'patients-signatures', handle: titled('Patients Signatures'), lazy: page(() => import('./routes/app/patients-signatures')) },
            ],
          },
          // Fedex labels and the transaction history: a center's own; staff see the screens and are asked to enter a center first.
          {
            lazy: planGuard('HarvestCenter', 'HcStaff'),
            children: [
              { path: 'fedex-request-label', handle: titled('Request Fedex Label'), lazy: page(() => import('./routes/app/fedex-request-label')) },
              { path: 'hc-transaction-history', handle: titled('Transaction History'), lazy: page(() => import('./routes/app/hc-transaction-history')) },
            ],
          },
          {
            lazy: planGuard('ReferralHarvestCenter'),
            children: [
              { path: 'fedex-request-label-rhc', handle: titled('Request Fedex Label'), lazy: page(() => import('./routes/app/fedex-request-label-rhc')) },
            ],
          },
          {
            lazy: planGuard('HarvestCenter', 'ReferralHarvestCenter'),
            children: [
              { path: 'hc-profile', handle: titled('Profile'), lazy: page(() => import('./routes/app/hc-profile')) },
              { path: 'harvest-center/checkout/product/:id?', handle: titled('Checkout'), lazy: page(() => import('./routes/app/checkout-product')) },
            ],
          },
          // The checkouts: the API decides who may buy what (spec §6); the guards keep each screen to its buyers.
          {
            lazy: planGuard('HarvestCenter'),
            children: [
              {
                path: 'harvest-center/checkout/processing-fee',
                handle: titled('New Patient Processing Fee'),
                lazy: page(() => import('./routes/app/checkout-processing-fee')),
              },
            ],
          },
          {
            lazy: planGuard('ReferralHarvestCenter'),
            children: [
              {
                path: 'harvest-center/checkout/harvest-fee',
                handle: titled('Referral Processing Fee'),
                lazy: page(() => import('./routes/app/checkout-harvest-fee')),
              },
            ],
          },
          { path: 'checkout/patient-vials', handle: titled('Checkout Vials'), lazy: page(() => import('./routes/app/checkout-patient-vials')) },
          { path: 'unauthorized', lazy: page(() => import('./routes/app/unauthorized')) },
          { path: '*', lazy: page(() => import('./routes/app/not-found')) },
        ],
      },
    ],
  },
]);
