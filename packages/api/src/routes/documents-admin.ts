import { createRoute } from '@hono/zod-openapi';
import {
  DOCUMENT_TABLE_PAGE_SIZE,
  DocumentListQuery,
  DocumentPatientUpdate,
  MemberIdParam,
  PatientDocumentPage,
  PatientDocumentView,
  StatusJobAnswer,
  SuccessAnswer,
} from '@portal/contracts';
import { PatientDocuments, StatusJob } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** The admin's Patients Documents: every patient document, linking one to a patient, deleting one, the status job on demand. */
export const documentAdminRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:manage')] as const,
      request: { query: DocumentListQuery },
      responses: { ...ok(PatientDocumentPage), ...errors(400, 403) },
    }),
    async (c) => {
      const { search, cursor } = c.req.valid('query');
      return c.json(await PatientDocuments.domainPage(c.get('memberCtx'), search, cursor ?? null, DOCUMENT_TABLE_PAGE_SIZE), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/documents/{id}/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:manage')] as const,
      request: { params: MemberIdParam, ...jsonBody(DocumentPatientUpdate) },
      responses: { ...ok(PatientDocumentView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await PatientDocuments.linkPatient(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json').patient), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/documents/{id}/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:manage')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(SuccessAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      await PatientDocuments.remove(c.get('memberCtx'), c.req.valid('param').id);
      return c.json({ success: true, message: 'The document has been deleted.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/utilities/update-document-status/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:manage')] as const,
      responses: { ...ok(StatusJobAnswer), ...errors(403) },
    }),
    async (c) => {
      // The domain's own pending documents and templates, due or not, a bounded number a request (the schedule's runs reach the rest).
      const { checked, completed, failed, more } = await StatusJob.runForDomain(c.get('memberCtx'));
      const message = `Checked ${checked} pending item${checked === 1 ? '' : 's'}: ${completed} settled${failed ? `, ${failed} could not be checked` : ''}.${more ? ' More are pending: they are checked on their schedule.' : ''}`;
      return c.json({ success: failed === 0, checked, completed, message }, 200);
    },
  );
