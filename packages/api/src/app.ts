import { OpenAPIHono } from '@hono/zod-openapi';
import type { Core } from '@portal/core';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from './env';
import { domain, type DomainOptions } from './middleware/domain';
import { onError, onNotFound } from './middleware/errors';
import { requestLog, type LogLine } from './middleware/request-log';
import { apiSecurityHeaders } from './middleware/security-headers';
import { validationHook } from './router';
import { memberRoutes } from './routes/members';
import { publicRoutes } from './routes/public';
import { adminUserRoutes } from './routes/admin-users';
import { locationRoutes } from './routes/locations';
import { paymentRoutes } from './routes/payments';
import { mediaRoutes } from './routes/media';
import { memberDetailRoutes } from './routes/member-details';
import { newMemberRoutes } from './routes/new-members';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { staffRoutes } from './routes/staff';
import { associationRoutes } from './routes/associations';
import { adminRegistrationRoutes } from './routes/admin-registration';
import { centerRoutes } from './routes/centers';
import { patientRoutes } from './routes/patients';
import { teamRoutes } from './routes/teams';
import { hcLogoRoutes } from './routes/hc-logo';
import { vialRoutes } from './routes/vials';
import { templateRoutes } from './routes/templates';
import { domainSettingsRoutes } from './routes/domain-settings';
import { documentRoutes } from './routes/documents';
import { productRoutes } from './routes/products';
import { couponRoutes } from './routes/coupons';
import { transactionReportRoutes } from './routes/transaction-reports';
import { transactionRoutes } from './routes/transactions';
import { labelRoutes } from './routes/labels';
import { assetRoutes } from './routes/assets';

export interface AppOptions extends DomainOptions {
  core: Core;
  /**
   * The caller's network address, for the per-address limits: what the platform saw (API Gateway's
   * source IP, the local server's socket), never a header a client can set. Required, so no
   * deployment falls back to a forgeable one.
   */
  clientAddress: (c: AppContext) => string;
  log?: (line: LogLine) => void;
}

/** The portal API: every route under /api/v1, the same on Lambda and on the local stack. */
export function createApp(options: AppOptions) {
  const { core, clientAddress, log } = options;
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Generated on request from every route registered below, so it cannot drift from them.
  v1.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Member portal API', version: core.config.buildVersion },
    servers: [{ url: '/api/v1' }],
  });
  v1.route('/', publicRoutes);
  v1.use('*', domain(options));
  v1.route('/', sessionRoutes);
  v1.route('/', adminUserRoutes);
  v1.route('/', newMemberRoutes);
  v1.route('/', memberDetailRoutes);
  v1.route('/', staffRoutes);
  v1.route('/', associationRoutes);
  v1.route('/', adminRegistrationRoutes);
  v1.route('/', centerRoutes);
  v1.route('/', teamRoutes);
  v1.route('/', patientRoutes);
  v1.route('/', hcLogoRoutes);
  v1.route('/', vialRoutes);
  v1.route('/', documentRoutes);
  v1.route('/', templateRoutes);
  v1.route('/', domainSettingsRoutes);
  v1.route('/', memberRoutes);
  v1.route('/', profileRoutes);
  v1.route('/', locationRoutes);
  v1.route('/', paymentRoutes);
  v1.route('/', productRoutes);
  v1.route('/', couponRoutes);
  v1.route('/', transactionRoutes);
  v1.route('/', transactionReportRoutes);
  v1.route('/', labelRoutes);
  v1.route('/', assetRoutes);

  const app = new OpenAPIHono<AppEnv>();
  app.use('*', apiSecurityHeaders());
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('core', core);
      c.set('clientAddress', clientAddress(c));
      await next();
    }),
  );
  app.use('*', requestLog(log));
  app.route('/api/v1', v1);
  app.use('/media/*', domain(options));
  app.route('/media', mediaRoutes);
  app.onError(onError(log));
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
