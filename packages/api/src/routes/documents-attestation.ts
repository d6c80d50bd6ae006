import { createRoute } from '@hono/zod-openapi';
import {
  AttestationFileAnswer,
  HcAttestationView,
  HcDocumentUpdated,
  HcSignedRequest,
  HcTemplateCreated,
  MemberIdParam,
  SignedDocumentRequest,
  SignLinkAnswer,
} from '@portal/contracts';
import { HcAttestation } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';
import { signLinkAnswer } from './documents-answers';

/** A harvest center's own attestation: signed from its profile, made into its patients' template, its PDF. */
export const hcAttestationRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/harvest-center/{id}/attestation/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:attestation-read')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(HcAttestationView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await HcAttestation.current(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/harvest-center/attestation/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:attest')] as const,
      responses: { ...ok(SignLinkAnswer), ...errors(400, 403) },
    }),
    async (c) => c.json(signLinkAnswer(await HcAttestation.signLink(c.get('memberCtx'))), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/harvest-center/create-template/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:attestation-read')] as const,
      request: jsonBody(HcSignedRequest),
      responses: { ...ok(HcTemplateCreated), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { documentId, signedBy } = c.req.valid('json');
      return c.json(await HcAttestation.createTemplate(c.get('memberCtx'), documentId, signedBy), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/harvest-center/download-and-update/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:attestation-read')] as const,
      request: jsonBody(SignedDocumentRequest),
      responses: { ...ok(HcDocumentUpdated), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await HcAttestation.downloadAndUpdate(c.get('memberCtx'), c.req.valid('json').documentId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/harvest-center/attestation-file/{id}/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:attestation-read')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(AttestationFileAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await HcAttestation.file(c.get('memberCtx'), c.req.valid('param').id), 200),
  );
