import { createRoute, z } from '@hono/zod-openapi';
import {
  SignTemplateType,
  FileLink,
  IdText,
  MemberIdParam,
  NewTemplateFields,
  templateKindGiven,
  templateKindIssue,
  RegistrationTemplates,
  RegistrationTemplateType,
  TEMPLATE_ADDED,
  TEMPLATE_FILE_MAX_BYTES,
  TEMPLATE_TOO_LARGE,
  TemplateActiveUpdate,
  TemplateCreated,
  TemplateEditLink,
  TemplateList,
  TemplateType,
  TemplateView,
} from '@portal/contracts';
import { Domains, Templates } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../env';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

// The form's file is documented as a binary upload in the OpenAPI document.
const TemplateForm = NewTemplateFields.extend({
  file: z.instanceof(File, { message: 'File is required' }).openapi({ type: 'string', format: 'binary' }),
}).refine(templateKindGiven, templateKindIssue());

// Path numbers are canonical ids first ('02' or '0x2' is not 2), then one of the allowed types.
const DomainTypeParams = z.object({ domain: IdText, type: IdText.pipe(TemplateType.out) });
const RegistrationParams = z.object({ domain: IdText, type: IdText.pipe(RegistrationTemplateType.out) });

/** Signature templates (the Email File Templates of white-label settings), and those a registration page signs. */
/** A list of one type's templates: as stored, or with each status asked of the provider again (Verify Status). */
const typeListRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['templates'],
    middleware: [signedIn(), allow('templates:manage')] as const,
    request: { params: DomainTypeParams },
    responses: { ...ok(TemplateList), ...errors(400, 403, 404) },
  });

async function listOfType(c: AppContext, { domain, type }: z.infer<typeof DomainTypeParams>, load: typeof Templates.ofType) {
  Domains.own(c.get('domainCtx'), domain);
  return c.json({ data: (await load(c.get('memberCtx'), type)).map(Templates.view) }, 200);
}

export const templateRoutes = router()
  .openapi(typeListRoute('/domain/file-signs/by-domain/{domain}/type/{type}/'), (c) => listOfType(c, c.req.valid('param'), Templates.ofType))
  .openapi(typeListRoute('/domain/file-signs/status-by-domain/{domain}/type/{type}/'), (c) => listOfType(c, c.req.valid('param'), Templates.refreshStatuses))
  .openapi(
    createRoute({
      method: 'post',
      path: '/domain/file-signs/',
      tags: ['templates'],
      // A request far larger than any template's PDF is cut off before it is read.
      middleware: [
        bodyLimit({ maxSize: TEMPLATE_FILE_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: TEMPLATE_TOO_LARGE, code: 'invalid' }, 413) }),
        signedIn(),
        allow('templates:manage'),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: TemplateForm } } } },
      responses: { ...ok(TemplateCreated), ...errors(400, 403, 413, 415) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const template = await Templates.create(c.get('memberCtx'), {
        title: form.title,
        description: form.description,
        documentMessage: form.document_message,
        type: form.type,
        kind: form.type === SignTemplateType.Patient ? form.kind : undefined,
        isActive: form.is_active === undefined || form.is_active === '1' || form.is_active === 'true',
        file: { name: form.file.name, bytes: new Uint8Array(await form.file.arrayBuffer()) },
      });
      return c.json({ id: template.recordId, Message: TEMPLATE_ADDED, data: Templates.view(template) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/domain/file-signs/{id}/',
      tags: ['templates'],
      middleware: [signedIn(), allow('templates:manage')] as const,
      request: { params: MemberIdParam, ...jsonBody(TemplateActiveUpdate) },
      responses: { ...ok(TemplateView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(Templates.view(await Templates.setActive(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json').is_active)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/file-signs/{id}/generate-edit-link/',
      tags: ['templates'],
      middleware: [signedIn(), allow('templates:manage')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(TemplateEditLink), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      // After saving, the editor comes back to the settings page of this domain.
      const editUrl = await Templates.editLink(ctx, c.req.valid('param').id, `${ctx.domain.url}/white-label-settings`);
      return c.json({ success: true, link: { editUrl }, Message: 'Edit link generated.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/file-signs/{id}/file/',
      tags: ['templates'],
      middleware: [signedIn(), allow('templates:manage')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(FileLink), ...errors(400, 403, 404) },
    }),
    async (c) => c.json({ url: await Templates.fileUrl(c.get('memberCtx'), c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/file-signs/by-domain/{domain}/registration/{type}/',
      tags: ['templates'],
      request: { params: RegistrationParams },
      responses: { ...ok(RegistrationTemplates), ...errors(400, 404) },
    }),
    async (c) => {
      // Public: a registration page lists what it will ask to sign; only ids and titles are told.
      const { domain, type } = c.req.valid('param');
      Domains.own(c.get('domainCtx'), domain);
      const templates = await Templates.forRegistration(c.get('domainCtx'), type);
      return c.json({ success: true, data: templates.map((t) => ({ template_id: t.templateId, title: t.title })) }, 200);
    },
  );
