import { createRoute, z } from '@hono/zod-openapi';
import {
  DocumentStatusAnswer,
  GuestSignedRequest,
  GuestSignQuery,
  ProviderDocumentId,
  RegistrationSignLink,
  RegistrationSignRequest,
  RegistrationSignStatus,
  SignLinkAnswer,
} from '@portal/contracts';
import { Documents } from '@portal/core';
import { errors, jsonBody, ok, router } from '../router';
import { signLinkAnswer } from './documents-answers';

const DocumentIdParam = z.object({ documentId: ProviderDocumentId });

/** Public signing: the e-mailed guest link's page and completion, and the registration pages' documents. */
export const publicSigningRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/boldsign/',
      tags: ['documents'],
      request: { query: GuestSignQuery },
      responses: { ...ok(SignLinkAnswer), ...errors(400, 404) },
    }),
    async (c) => c.json(signLinkAnswer(await Documents.guestSignLink(c.get('domainCtx'), c.req.valid('query').token)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/boldsign/',
      tags: ['documents'],
      request: jsonBody(GuestSignedRequest),
      responses: { ...ok(DocumentStatusAnswer), ...errors(400, 404) },
    }),
    async (c) => c.json(await Documents.guestSigned(c.get('domainCtx'), c.req.valid('json').token), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/domain/file-signs/registration-sign-link/',
      tags: ['templates'],
      request: jsonBody(RegistrationSignRequest),
      responses: { ...ok(RegistrationSignLink), ...errors(400, 404, 429) },
    }),
    async (c) => {
      const { name, email, template_id, saless_rep_id, hc_id, invite } = c.req.valid('json');
      const link = { salesRepId: saless_rep_id, hcId: hc_id, invite };
      const result = await Documents.registrationSignLink(c.get('domainCtx'), { name, email, templateId: template_id, address: c.get('clientAddress'), link });
      return c.json({ success: true, ...result, message: 'Sign link generated.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/file-signs/registration-sign-status/{documentId}/',
      tags: ['templates'],
      request: { params: DocumentIdParam },
      responses: { ...ok(RegistrationSignStatus), ...errors(400, 404) },
    }),
    async (c) => c.json(await Documents.registrationSignStatus(c.get('domainCtx'), c.req.valid('param').documentId), 200),
  );
