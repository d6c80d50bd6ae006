import { use, type ComponentType } from 'react';
import type { SectionKey } from '../../../features/dashboard/utils/sections';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Section = ComponentType<any>;

/**
 * Each dashboard section's code, by its key (spec §2 'Home dashboard by membership id'): a member
 * downloads only the sections its membership shows. Every section has its code: a key without one
 * does not compile.
 */
const sectionModules: Record<SectionKey, () => Promise<Section>> = {
  // Its chart library comes with it: only the dashboards that show a chart load it.
  sales: () => import('../../../features/transactions/components/sales-section').then((m) => m.SalesSection),
  pipeline: () => import('../../../features/centers/components/lab-pipeline-section').then((m) => m.LabPipelineSection),
  vials: () => import('../../../features/vials/components/lab-vials-section').then((m) => m.LabVialsSection),
  usersList: () => import('../../../features/members/components/users-list').then((m) => m.UsersList),
  // Labs, harvest centers and referral centers each list their own patients.
  patients: () => import('../../../features/centers/components/patients-section').then((m) => m.PatientsSection),
  associatedCenters: () => import('../../../features/staff/components/associated-harvest-centers').then((m) => m.AssociatedHarvestCenters),
  referralLinks: () => import('../../../features/teams/components/referral-links').then((m) => m.ReferralLinks),
  salesRepTeam: () => import('../../../features/teams/components/team-lists').then((m) => m.ManagerTeam),
  salesManagerTeam: () => import('../../../features/teams/components/team-lists').then((m) => m.DistributorTeam),
  vialsHistory: () => import('../../../features/vials/components/vials-history-section').then((m) => m.VialsHistorySection),
  documents: () => import('../../../features/documents/components/patient-documents-section').then((m) => m.PatientDocumentsSection),
};

/** Each section's code on its way; marked fulfilled when it arrives, which React's `use` reads without suspending. */
const loading = new Map<SectionKey, Promise<Section>>();

/** A section's code by its key, loaded once (the dashboard and the prefetch after sign-in share it). */
export function loadSection(key: SectionKey): Promise<Section> {
  const load = sectionModules[key];
  const known = loading.get(key);
  if (known) return known;
  const promise: Promise<Section> = load().then(
    (section) => Object.assign(promise, { status: 'fulfilled', value: section }).value,
    (error: unknown) => {
      loading.delete(key); // the next render asks again
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * One dashboard section by its key. Its code is loaded once; when it already arrived (the second
 * after login), the section renders at once, without its fallback.
 */
export function DashboardSection({ section, ...props }: { section: SectionKey } & Record<string, unknown>) {
  const Component = use(loadSection(section));
  return <Component {...props} />;
}
