import { createRoute, z } from '@hono/zod-openapi';
import {
  BRANDING_LOGO_MAX_BYTES,
  DOMAIN_UPDATED,
  DomainSettingsFields,
  DomainUpdated,
  EmailSettings as EmailSettingsAnswer,
  IdText,
  LOGO_FILE_TOO_LARGE,
} from '@portal/contracts';
import { Domains, DomainSettings, EmailSettings } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

const image = (message: string) => z.instanceof(File, { message }).openapi({ type: 'string', format: 'binary' }).optional();

// The form's images are documented as binary uploads in the OpenAPI document.
const SettingsForm = DomainSettingsFields.extend({ logo: image('Choose an image file.'), favicon: image('Choose an image file.') });
const DomainParam = z.object({ domain: IdText });

/** Both images at their largest, and the text fields: a larger request is cut off before it is read. */
const MAX_BODY = BRANDING_LOGO_MAX_BYTES * 2 + 64 * 1024;

const bytesOf = async (file: File | undefined) => (file && file.size ? new Uint8Array(await file.arrayBuffer()) : undefined);

/** White Label Settings (admins): General Settings' save and the Email Configuration table. */
export const domainSettingsRoutes = router()
  .openapi(
    createRoute({
      method: 'patch',
      path: '/domain/config/{domain}/',
      tags: ['domain'],
      middleware: [
        bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ message: LOGO_FILE_TOO_LARGE, code: 'invalid' }, 413) }),
        signedIn(),
        allow('domain:settings'),
      ] as const,
      request: { params: DomainParam, body: { required: true, content: { 'multipart/form-data': { schema: SettingsForm } } } },
      responses: { ...ok(DomainUpdated), ...errors(400, 403, 404, 413, 415) },
    }),
    async (c) => {
      Domains.own(c.get('domainCtx'), c.req.valid('param').domain);
      const { logo, favicon, ...fields } = c.req.valid('form');
      const id = await DomainSettings.update(c.get('memberCtx'), { fields, logo: await bytesOf(logo), favicon: await bytesOf(favicon) });
      return c.json({ id, message: DOMAIN_UPDATED }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/email-settings/by-domain/{domain}/',
      tags: ['domain'],
      middleware: [signedIn(), allow('domain:settings')] as const,
      request: { params: DomainParam },
      responses: { ...ok(EmailSettingsAnswer), ...errors(400, 403, 404) },
    }),
    (c) => {
      Domains.own(c.get('domainCtx'), c.req.valid('param').domain);
      return c.json(EmailSettings.emailSettings(c.get('memberCtx')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/email-settings/by-domain/{domain}/status/',
      tags: ['domain'],
      middleware: [signedIn(), allow('domain:settings')] as const,
      request: { params: DomainParam },
      responses: { ...ok(EmailSettingsAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      Domains.own(c.get('domainCtx'), c.req.valid('param').domain);
      return c.json(await EmailSettings.verifyEmailSettings(c.get('memberCtx')), 200);
    },
  );
