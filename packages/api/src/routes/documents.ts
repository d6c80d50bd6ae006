import { createRoute, z } from '@hono/zod-openapi';
import {
  AttestationFileAnswer,
  DOCUMENT_TABLE_PAGE_SIZE,
  DOCUMENTS_SENT,
  DOCUMENTS_UPLOADED,
  DocumentListQuery,
  DocumentPatientUpdate,
  DocumentsCodeAnswer,
  DocumentStatusAnswer,
  EmbedLinkRequest,
  GuestSignQuery,
  HcAttestationView,
  HcDocumentUpdated,
  HcSignedRequest,
  HcTemplateCreated,
  MemberIdParam,
  PatientDocumentLists,
  PatientDocumentPage,
  PatientDocumentView,
  PatientSignLinkRequest,
  ProcessedFile,
  ProviderDocumentId,
  RegistrationSignLink,
  RegistrationSignRequest,
  RegistrationSignStatus,
  SIGNED_FILE_TOO_LARGE,
  SIGNED_PDF_MAX_BYTES,
  SignatureRequest,
  SignedDocumentRequest,
  SignEmailRequest,
  SignLinkAnswer,
  StatusJobAnswer,
  SuccessAnswer,
  UploadedDocuments,
} from '@portal/contracts';
import { Documents, HcAttestation, PatientDocuments, StatusJob } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const SignedFileUpload = z.object({
  file: z.instanceof(File, { message: 'Choose a PDF file.' }).openapi({ type: 'string', format: 'binary' }),
  filename: z.string().trim().max(200).optional(),
});
const DocumentIdParam = z.object({ documentId: ProviderDocumentId });
const signLinkAnswer = (result: { signLink: string; documentId: string }) => ({ success: true, ...result, message: 'Sign link generated.' });

/**
 * Patient documents and the centers' attestations, signed through the e-signature provider:
 * lists, signature requests and uploads, the signing links of the frames and the guest page,
 * what the completion pages ask, and the status job on demand.
 */
export const documentRoutes = router()
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
      method: 'get',
      path: '/harvest-centers/{id}/documentList/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:center-list')] as const,
      request: { params: MemberIdParam, query: DocumentListQuery },
      responses: { ...ok(PatientDocumentPage), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { search, cursor } = c.req.valid('query');
      return c.json(await PatientDocuments.centerPage(c.get('memberCtx'), c.req.valid('param').id, search, cursor ?? null, DOCUMENT_TABLE_PAGE_SIZE), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/send/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:request')] as const,
      request: jsonBody(SignatureRequest),
      responses: { ...ok(DocumentsCodeAnswer), ...errors(400, 403) },
    }),
    async (c) => {
      const { name, email } = c.req.valid('json');
      await PatientDocuments.requestSignatures(c.get('memberCtx'), { name, email });
      return c.json({ code: 'success', message: DOCUMENTS_SENT }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/process-file/',
      tags: ['documents'],
      middleware: [
        bodyLimit({ maxSize: SIGNED_PDF_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: SIGNED_FILE_TOO_LARGE, code: 'invalid' }, 413) }),
        signedIn(),
        allow('documents:request'),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: SignedFileUpload } } } },
      responses: { ...ok(ProcessedFile), ...errors(400, 403, 413) },
    }),
    async (c) => {
      const { file } = c.req.valid('form');
      return c.json({ filename: await PatientDocuments.stageSignedFile(c.get('memberCtx'), new Uint8Array(await file.arrayBuffer())) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents/upload/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:request')] as const,
      request: jsonBody(UploadedDocuments),
      responses: { ...ok(DocumentsCodeAnswer), ...errors(400, 403) },
    }),
    async (c) => {
      const { name, email, attestation, processing, storage } = c.req.valid('json');
      await PatientDocuments.uploadSigned(c.get('memberCtx'), { name, email, files: { attestation, processing, storage } });
      return c.json({ code: 'success', message: DOCUMENTS_UPLOADED }, 200);
    },
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
      method: 'post',
      path: '/utilities/send-patient-sign-email/',
      tags: ['documents'],
      middleware: [signedIn(), allow('documents:center-list')] as const,
      request: jsonBody(SignEmailRequest),
      responses: { ...ok(SuccessAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => c.json({ success: true, message: await PatientDocuments.resendSignEmail(c.get('memberCtx'), c.req.valid('json').doc_id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/boldsign/create-document/get-embed-link/',
      tags: ['documents'],
      middleware: [signedIn()] as const,
      request: jsonBody(EmbedLinkRequest),
      responses: { ...ok(SignLinkAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { userId, docId } = c.req.valid('json');
      return c.json(signLinkAnswer(await PatientDocuments.embedLink(c.get('memberCtx'), { memberId: userId, templateId: docId })), 200);
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
      // The same job the schedule runs, across all pending items.
      const { checked, completed, failed } = await StatusJob.run(c.get('core'), { subjects: ['documents', 'templates'] });
      const message = `Checked ${checked} pending item${checked === 1 ? '' : 's'}: ${completed} settled${failed ? `, ${failed} could not be checked` : ''}.`;
      return c.json({ success: failed === 0, checked, completed, message }, 200);
    },
  )
  // The harvest center's attestation (HC profile and the completion page).
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
  )
  // Public: the e-mailed guest signing page and the registration pages.
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/boldsign/',
      tags: ['documents'],
      request: { query: GuestSignQuery },
      responses: { ...ok(SignLinkAnswer), ...errors(400, 404) },
    }),
    async (c) => c.json(signLinkAnswer(await Documents.guestSignLink(c.get('domainCtx'), c.req.valid('query').documentId)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/boldsign/',
      tags: ['documents'],
      request: jsonBody(SignedDocumentRequest),
      responses: { ...ok(DocumentStatusAnswer), ...errors(400, 404) },
    }),
    async (c) => c.json(await Documents.guestSigned(c.get('domainCtx'), c.req.valid('json').documentId), 200),
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
      const { name, email, template_id } = c.req.valid('json');
      const result = await Documents.registrationSignLink(c.get('domainCtx'), { name, email, templateId: template_id, address: c.get('clientAddress') });
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
