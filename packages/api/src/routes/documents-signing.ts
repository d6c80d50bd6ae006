import { createRoute } from '@hono/zod-openapi';
import {
  DocumentStatusAnswer,
  EmbedLinkRequest,
  MemberIdParam,
  PatientDocumentLists,
  PatientSignLinkRequest,
  SignedDocumentRequest,
  SignLinkAnswer,
} from '@portal/contracts';
import { Documents, PatientDocuments } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';
import { signLinkAnswer } from './documents-answers';

/**
 * A patient's documents and its own signing: the lists of its documents (for the patient, its
 * centers and admins), the signing page of the dashboard's frame, and what its completion page asks.
 */
export const patientSigningRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/list/{id}/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:read')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(PatientDocumentLists), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await PatientDocuments.listsOf(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/sign-link-patient/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:sign-own')] as const,
      request: jsonBody(PatientSignLinkRequest),
      responses: { ...ok(SignLinkAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const result = await PatientDocuments.patientSignLink(c.get('memberCtx'), { patientId: input.patient_id, kind: input.doc_type, recordId: input.doc_id });
      return c.json(signLinkAnswer(result), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/patient-signed-document/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:read')] as const,
      request: jsonBody(SignedDocumentRequest),
      responses: { ...ok(DocumentStatusAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Documents.signedDocument(c.get('memberCtx'), c.req.valid('json').documentId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/boldsign/create-document/get-embed-link/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:embed-sign')] as const,
      request: jsonBody(EmbedLinkRequest),
      responses: { ...ok(SignLinkAnswer), ...errors(400, 403, 404, 429) },
    }),
    async (c) => {
      const { userId, docId } = c.req.valid('json');
      return c.json(signLinkAnswer(await PatientDocuments.embedLink(c.get('memberCtx'), { memberId: userId, templateId: docId })), 200);
    },
  );
