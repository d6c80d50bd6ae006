import { createRoute, z } from '@hono/zod-openapi';
import {
  DOCUMENT_TABLE_PAGE_SIZE,
  DOCUMENTS_SENT,
  DOCUMENTS_UPLOADED,
  DocumentListQuery,
  DocumentsCodeAnswer,
  MemberIdParam,
  PatientDocumentPage,
  ProcessedFile,
  SIGNED_FILE_TOO_LARGE,
  SIGNED_PDF_MAX_BYTES,
  SignatureRequest,
  SignEmailRequest,
  SuccessAnswer,
  text,
  UploadedDocuments,
} from '@portal/contracts';
import { PatientDocuments, SignatureRequests } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const SignedFileUpload = z.strictObject({
  file: z.instanceof(File, { message: 'Choose a PDF file.' }).openapi({ type: 'string', format: 'binary' }),
  filename: text(200).optional(),
});

/**
 * A harvest center's requests to its patients (Patients Signatures, Request Patients Signatures,
 * Upload Patient Documents Signed): its list, the e-mailed requests and the signed paper copies.
 */
export const signatureRequestRoutes = router()
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
      await SignatureRequests.requestSignatures(c.get('memberCtx'), { name, email });
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
      return c.json({ filename: await SignatureRequests.stageSignedFile(c.get('memberCtx'), new Uint8Array(await file.arrayBuffer())) }, 200);
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
      await SignatureRequests.uploadSigned(c.get('memberCtx'), { name, email, files: { attestation, processing, storage } });
      return c.json({ code: 'success', message: DOCUMENTS_UPLOADED }, 200);
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
    async (c) => c.json({ success: true, message: await SignatureRequests.resendSignEmail(c.get('memberCtx'), c.req.valid('json').doc_id) }, 200),
  );
