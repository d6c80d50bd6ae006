import { createRoute, z } from '@hono/zod-openapi';
import {
  FedexIdParam,
  FedexLabelFields,
  FedexListQuery,
  FedexRequestFields,
  FedexRequestPage,
  FedexRequestSaved,
  LABEL_MAX_BYTES,
  LABEL_REQUESTED,
  LABEL_SAVED,
  LABEL_TOO_LARGE,
  LabelUploaded,
  NOTIFICATION_SENT,
  NotificationAnswer,
  SendNotificationRequest,
  SentNotificationRequest,
} from '@portal/contracts';
import { Labels } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

const LabelUpload = z.strictObject({
  file: z.instanceof(File, { message: 'Choose the label PDF file.' }).openapi({ type: 'string', format: 'binary' }),
});

const tags = ['labels'];

/** Shipping label requests: centers ask and read their own; admins add the label and tracking and notify the center. */
export const labelRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/fedex-requests/',
      tags,
      middleware: [signedIn(), allow('labels:read')] as const,
      request: { query: FedexListQuery },
      responses: { ...ok(FedexRequestPage), ...errors(400, 403) },
    }),
    async (c) => {
      const { search, cursor, page_size } = c.req.valid('query');
      return c.json(await Labels.page(c.get('memberCtx'), search, cursor ?? null, page_size), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/fedex-requests/',
      tags,
      middleware: [signedIn(), allow('labels:request')] as const,
      request: jsonBody(FedexRequestFields),
      responses: { ...ok(FedexRequestSaved), ...errors(400, 403) },
    }),
    async (c) => {
      const saved = await Labels.request(c.get('memberCtx'), c.req.valid('json'));
      return c.json({ success: true, message: LABEL_REQUESTED, id: saved.id, fedex_request: saved }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/fedex-requests/process-file/',
      tags,
      // A request far larger than any label is cut off before it is read.
      middleware: [
        bodyLimit({ maxSize: LABEL_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: LABEL_TOO_LARGE, code: 'invalid' }, 413) }),
        signedIn(),
        allow('labels:manage'),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: LabelUpload } } } },
      responses: { ...ok(LabelUploaded), ...errors(400, 403, 413, 415) },
    }),
    async (c) => {
      const { file } = c.req.valid('form');
      const pdfFile = await Labels.putLabel(c.get('memberCtx'), new Uint8Array(await file.arrayBuffer()));
      return c.json({ success: true, pdf_file: pdfFile, message: 'The label file has been uploaded.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/fedex-requests/send-notification/',
      tags,
      middleware: [signedIn(), allow('labels:manage')] as const,
      request: jsonBody(SendNotificationRequest),
      responses: { ...ok(NotificationAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const sent = await Labels.sendNotification(c.get('memberCtx'), c.req.valid('json').fedex_id);
      return c.json({ code: 'Success' as const, message: NOTIFICATION_SENT, fedex_request: sent }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/fedex-requests/update-sent-notification/{id}/',
      tags,
      middleware: [signedIn(), allow('labels:manage')] as const,
      request: { params: FedexIdParam, ...jsonBody(SentNotificationRequest) },
      responses: { ...ok(NotificationAnswer), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const marked = await Labels.markSent(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json').notification_sent);
      return c.json({ code: 'Success' as const, message: LABEL_SAVED, fedex_request: marked }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/fedex-requests/{id}/',
      tags,
      middleware: [signedIn(), allow('labels:manage')] as const,
      request: { params: FedexIdParam, ...jsonBody(FedexLabelFields) },
      responses: { ...ok(FedexRequestSaved), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const saved = await Labels.addLabel(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ success: true, message: LABEL_SAVED, id: saved.id, fedex_request: saved }, 200);
    },
  );
