import type { RouterRoute } from 'hono/types';

/** What a lazy mount needs of an area's sub-app: its routes, in the order it registered them. */
export interface AreaApp {
  routes: RouterRoute[];
}

/**
 * Every area of the API in mount order, each a dynamic import so esbuild gives it its own chunk and
 * a cold start builds only the schemas and routes of the areas its requests reach. `public` and
 * `webhooks` are mounted before the domain middleware, `media` outside /api/v1 (app.ts).
 */
export const areas = {
  public: () => import('./routes/public').then((m) => m.publicRoutes),
  webhooks: () => import('./routes/webhooks').then((m) => m.webhookRoutes),
  session: () => import('./routes/session').then((m) => m.sessionRoutes),
  'member-admin': () => import('./routes/member-admin').then((m) => m.memberAdminRoutes),
  'new-members': () => import('./routes/new-members').then((m) => m.newMemberRoutes),
  'member-details': () => import('./routes/member-details').then((m) => m.memberDetailRoutes),
  staff: () => import('./routes/staff').then((m) => m.staffRoutes),
  associations: () => import('./routes/associations').then((m) => m.associationRoutes),
  'admin-registration': () => import('./routes/admin-registration').then((m) => m.adminRegistrationRoutes),
  centers: () => import('./routes/centers').then((m) => m.centerRoutes),
  teams: () => import('./routes/teams').then((m) => m.teamRoutes),
  'sign-up-links': () => import('./routes/sign-up-links').then((m) => m.signUpLinkRoutes),
  patients: () => import('./routes/patients').then((m) => m.patientRoutes),
  'hc-logo': () => import('./routes/hc-logo').then((m) => m.hcLogoRoutes),
  vials: () => import('./routes/vials').then((m) => m.vialRoutes),
  documents: () => import('./routes/documents').then((m) => m.documentRoutes),
  templates: () => import('./routes/templates').then((m) => m.templateRoutes),
  'domain-settings': () => import('./routes/domain-settings').then((m) => m.domainSettingsRoutes),
  members: () => import('./routes/members').then((m) => m.memberRoutes),
  profile: () => import('./routes/profile').then((m) => m.profileRoutes),
  locations: () => import('./routes/locations').then((m) => m.locationRoutes),
  payments: () => import('./routes/payments').then((m) => m.paymentRoutes),
  products: () => import('./routes/products').then((m) => m.productRoutes),
  coupons: () => import('./routes/coupons').then((m) => m.couponRoutes),
  transactions: () => import('./routes/transactions').then((m) => m.transactionRoutes),
  'transaction-reports': () => import('./routes/transaction-reports').then((m) => m.transactionReportRoutes),
  labels: () => import('./routes/labels').then((m) => m.labelRoutes),
  assets: () => import('./routes/assets').then((m) => m.assetRoutes),
  audit: () => import('./routes/audit').then((m) => m.auditRoutes),
  exports: () => import('./routes/exports').then((m) => m.exportRoutes),
  media: () => import('./routes/media').then((m) => m.mediaRoutes),
};

export type AreaName = keyof typeof areas;

/** One route of an area as its sub-app registered it: `METHOD /path` (paths hold no spaces). */
export type AreaRoute = string;

/**
 * Every area's routes, loading every area: what `npm run area-routes` writes to area-routes.json,
 * which app.ts mounts without loading them.
 */
export async function readAreaRoutes() {
  const entries = await Promise.all(
    Object.entries(areas).map(async ([name, load]) => [name, (await load()).routes.map((r): AreaRoute => `${r.method} ${r.path}`)] as const),
  );
  return Object.fromEntries(entries) as Record<AreaName, AreaRoute[]>;
}
