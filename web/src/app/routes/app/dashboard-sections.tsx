import { use, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Section = ComponentType<any>;

/**
 * Each dashboard section's code, by heading (spec §2 'Home dashboard by membership id'): a member
 * downloads only the sections its membership shows.
 */
const sectionModules: Partial<Record<string, () => Promise<Section>>> = {
  // Its chart library comes with it: only the dashboards that show a chart load it.
  Sales: () => import('../../../features/transactions/components/sales-section').then((m) => m.SalesSection),
  Pipeline: () => import('../../../features/centers/components/lab-pipeline-section').then((m) => m.LabPipelineSection),
  Vials: () => import('../../../features/vials/components/lab-vials-section').then((m) => m.LabVialsSection),
  'Users List': () => import('../../../features/users/components/users-list').then((m) => m.UsersList),
  // Labs, harvest centers and referral centers each list their own patients.
  Patients: () => import('../../../features/centers/components/patients-section').then((m) => m.PatientsSection),
  'Associated Harvest Centers': () => import('../../../features/staff/components/associated-harvest-centers').then((m) => m.AssociatedHarvestCenters),
  'Referral Links': () => import('../../../features/teams/components/referral-links').then((m) => m.ReferralLinks),
  'Sales Rep Team': () => import('../../../features/teams/components/team-lists').then((m) => m.ManagerTeam),
  'Sales Manager Team': () => import('../../../features/teams/components/team-lists').then((m) => m.DistributorTeam),
  'Vials History': () => import('../../../features/vials/components/vials-history-section').then((m) => m.VialsHistorySection),
  Documents: () => import('../../../features/documents/components/patient-documents-section').then((m) => m.PatientDocumentsSection),
};

/** Each section's code on its way; marked fulfilled when it arrives, which React's `use` reads without suspending. */
const loading = new Map<string, Promise<Section>>();

/** A section's code by heading, loaded once (the dashboard and the prefetch after sign-in share it); none for a heading without code. */
export function loadSection(heading: string): Promise<Section> | undefined {
  const load = sectionModules[heading];
  if (!load) return undefined;
  const known = loading.get(heading);
  if (known) return known;
  const promise: Promise<Section> = load().then(
    (section) => Object.assign(promise, { status: 'fulfilled', value: section }).value,
    (error: unknown) => {
      loading.delete(heading); // the next render asks again
      throw error;
    },
  );
  loading.set(heading, promise);
  return promise;
}

/** Whether the dashboard has code for a section; the others show their heading only. */
export const hasSectionContent = (heading: string) => heading in sectionModules;

/**
 * One dashboard section by heading. Its code is loaded once; when it already arrived (the second
 * after login), the section renders at once, without its fallback.
 */
export function DashboardSection({ heading, ...props }: { heading: string } & Record<string, unknown>) {
  const section = loadSection(heading);
  if (!section) return null;
  const Component = use(section);
  return <Component {...props} />;
}
