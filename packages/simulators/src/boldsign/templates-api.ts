import { Hono, type Context } from 'hono';
import type { BoldSignStore, SimSigner, SimTemplate } from './store';
import { templateInput } from './template-input';
import { absoluteUrl, apiError, linkExpiry, queryParam, unixNow } from './wire';

interface SendRole {
  roleIndex?: unknown;
  signerName?: unknown;
  signerEmail?: unknown;
}

const listRow = (t: SimTemplate) => ({
  documentId: t.templateId,
  templateName: t.title,
  templateDescription: t.description,
  messageTitle: t.documentTitle,
  status: t.status,
  createdDate: t.createdDate,
  activityDate: t.activityDate,
  signerDetails: t.roles.map((r) => ({ signerName: '', signerEmail: '', signerRole: r.name, signerType: r.signerType })),
  ccDetails: [],
  accessType: 'Edit',
  isTemplate: true,
  labels: t.labels,
});

function signersFor(template: SimTemplate, roles: unknown): SimSigner[] | string {
  if (!Array.isArray(roles) || roles.length === 0) return 'At least one role is required.';
  const signers: SimSigner[] = [];
  for (const [i, r] of (roles as SendRole[]).entries()) {
    const roleIndex = r.roleIndex;
    if (!Number.isInteger(roleIndex)) return `Roles[${i}].roleIndex is required.`;
    if (typeof r.signerName !== 'string' || !r.signerName.trim()) return `Roles[${i}].signerName is required.`;
    if (typeof r.signerEmail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(r.signerEmail)) return `Roles[${i}].signerEmail is not a valid e-mail address.`;
    const role = template.roles.find((t) => t.index === roleIndex);
    if (template.roles.length > 0 && !role) return `The template has no role with index ${String(roleIndex)}.`;
    signers.push({
      signerName: r.signerName,
      signerEmail: r.signerEmail,
      signerRole: role?.name ?? `Role ${String(roleIndex)}`,
      roleIndex: roleIndex as number,
      order: role?.signerOrder ?? i + 1,
      status: 'NotCompleted',
      isViewed: false,
    });
  }
  return signers;
}

/** `/v1/template/*`: send from a template, create, embedded edit URL, properties and list. */
export function templatesApi(store: BoldSignStore, origin: (c: Context) => string) {
  const api = new Hono();

  api.post('/send', async (c) => {
    const template = store.template(queryParam(c, 'templateId'));
    if (!template) return apiError(c, 422, 'Invalid template ID');
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return apiError(c, 422, 'The request body must be JSON.');
    const signers = signersFor(template, body.roles);
    if (typeof signers === 'string') return apiError(c, 422, signers);
    const now = unixNow();
    const documentId = store.newId();
    store.documents.set(documentId, {
      documentId,
      templateId: template.templateId,
      messageTitle: typeof body.title === 'string' && body.title ? body.title : template.documentTitle,
      documentDescription: typeof body.message === 'string' ? body.message : template.documentMessage,
      status: 'InProgress',
      signers,
      metaData: (body.metaData ?? {}) as Record<string, string>,
      labels: Array.isArray(body.labels) ? (body.labels as string[]) : [],
      history: [{ action: 'Sent', name: 'API', email: '', timestamp: now }],
      createdDate: now,
      activityDate: now,
      activityAction: 'Sent',
      file: template.files[0]!,
      readyAt: store.readyAt(),
    });
    return c.json({ documentId }, 201);
  });

  api.post('/create', async (c) => {
    const input = await templateInput(c);
    if ('error' in input) return apiError(c, 422, input.error);
    const now = unixNow();
    const templateId = store.newId();
    store.templates.set(templateId, { templateId, ...input, status: 'Completed', createdDate: now, activityDate: now, readyAt: store.readyAt() });
    return c.json({ templateId }, 201);
  });

  api.post('/getEmbeddedTemplateEditUrl', async (c) => {
    const template = store.template(queryParam(c, 'templateId'));
    if (!template) return apiError(c, 400, 'Invalid template ID');
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as { redirectUrl?: string; linkValidTill?: string };
    if (!absoluteUrl(body.redirectUrl)) return apiError(c, 400, 'The redirectUrl must be an absolute URL.');
    const expiresAt = linkExpiry(body.linkValidTill);
    if (!expiresAt) return apiError(c, 400, 'The linkValidTill must be a date within the next 180 days.');
    const token = store.addLink({ kind: 'edit', id: template.templateId, redirectUrl: body.redirectUrl, expiresAt });
    return c.json({ editUrl: `${origin(c)}/template/edit/?templateId=${encodeURIComponent(template.templateId)}&token=${token}` }, 201);
  });

  api.get('/properties', (c) => {
    const t = store.template(queryParam(c, 'templateId'));
    if (!t) return apiError(c, 403, 'Invalid Template ID');
    return c.json({
      templateId: t.templateId,
      title: t.title,
      description: t.description,
      documentTitle: t.documentTitle,
      documentMessage: t.documentMessage,
      files: t.files.map((f, i) => ({ documentName: f.name, order: i + 1 })),
      roles: t.roles,
      createdDate: t.createdDate,
      labels: t.labels,
    });
  });

  api.get('/list', (c) => {
    const page = Number(queryParam(c, 'Page') ?? 1);
    const pageSize = Number(queryParam(c, 'PageSize') ?? 10);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      return apiError(c, 400, 'Page must be 1 or more and PageSize from 1 to 100.');
    const key = (queryParam(c, 'SearchKey') ?? '').toLowerCase();
    const matches = [...store.templates.values()]
      .filter((t) => store.template(t.templateId) && (!key || t.templateId.toLowerCase().includes(key) || t.title.toLowerCase().includes(key)))
      .sort((a, b) => b.activityDate - a.activityDate);
    return c.json({
      pageDetails: {
        pageSize,
        page,
        totalRecordsCount: matches.length,
        totalPages: Math.ceil(matches.length / pageSize),
        sortedColumn: 'activityDate',
        sortDirection: 'DESC',
      },
      result: matches.slice((page - 1) * pageSize, page * pageSize).map(listRow),
    });
  });

  return api;
}
