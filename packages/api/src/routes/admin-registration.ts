import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCESS_NOT_ALLOWED,
  ADMIN_CREATED,
  AdminPasswordAnswer,
  AdminPasswordRequest,
  AdminRegistrationRequest,
  IdText,
  RegistrationAnswer,
} from '@portal/contracts';
import { AdminPassword, Domains, Members, Registration } from '@portal/core';
import { errors, jsonBody, ok, router } from '../router';

/** The New Admin page: its password gate, then the admin's registration (spec §2, §6). */
export const adminRegistrationRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/domain/config/{domain}/validate-admin-pass/',
      tags: ['domain'],
      request: { params: z.object({ domain: IdText }), ...jsonBody(AdminPasswordRequest) },
      responses: { ...ok(AdminPasswordAnswer), ...errors(400, 404, 429) },
    }),
    async (c) => {
      const ctx = c.get('domainCtx');
      Domains.own(ctx, c.req.valid('param').domain);
      const accepted = await AdminPassword.check(ctx, c.req.valid('json').password, c.get('clientAddress'));
      return c.json({ success: accepted, message: accepted ? 'Access allowed' : ACCESS_NOT_ALLOWED }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/domain/white-label/admin/',
      tags: ['domain'],
      description: "The New Admin page's registration: the admin form password accepted by the gate comes again with it.",
      request: jsonBody(AdminRegistrationRequest),
      responses: { ...ok(RegistrationAnswer), ...errors(400, 403, 409, 429) },
    }),
    async (c) => {
      const ctx = c.get('domainCtx');
      const { admin_form_password, ...body } = c.req.valid('json');
      await AdminPassword.ensure(ctx, admin_form_password, c.get('clientAddress'));
      const member = await Registration.register(ctx, 'admin', body, c.get('clientAddress'));
      return c.json({ success: true, message: ADMIN_CREATED, user: Members.view(member) }, 200);
    },
  );
