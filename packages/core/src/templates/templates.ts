import {
  TEMPLATE_FILE_MAX_BYTES,
  TEMPLATE_NOT_EDITABLE,
  TEMPLATE_NOT_PDF,
  TEMPLATE_TOO_LARGE,
  TEMPLATE_TYPES,
  type DocumentKind,
  type TemplateView,
} from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import { randomUUID } from 'node:crypto';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx } from '../context';
import { nextId } from '../db/counters';
import { invalid, notFound } from '../errors';
import { keyOf } from '../media/media';
import type { SignTemplateEntity } from './sign-template.entity';

type SignTemplate = EntityItem<SignTemplateEntity>;

export const view = (t: SignTemplate): TemplateView => ({
  id: t.recordId,
  title: t.title,
  description: t.description,
  document_message: t.documentMessage,
  file: `domain/file-signs/${t.recordId}/file/`,
  template_id: t.templateId,
  status: t.status,
  is_active: t.isActive ?? true,
  type: t.type,
  kind: t.kind ?? null,
});

/** A domain's templates of one type, oldest first (the Email File Templates sections). */
export async function ofType(ctx: DomainCtx, type: number): Promise<SignTemplate[]> {
  const { data } = await ctx.db.entities.signTemplate.query.byType({ domainId: ctx.domain.domainId, type }).go({ pages: 'all' });
  return data;
}

/** A template of this domain by its record id, or undefined. */
export async function fromId(ctx: DomainCtx, recordId: number): Promise<SignTemplate | undefined> {
  const { data } = await ctx.db.entities.signTemplate.get({ domainId: ctx.domain.domainId, recordId }).go();
  return data ?? undefined;
}

/** As fromId, for a call that names a template that must exist: a missing one is a 404. */
async function found(ctx: DomainCtx, recordId: number): Promise<SignTemplate> {
  const template = await fromId(ctx, recordId);
  if (!template) throw notFound('Template');
  return template;
}

const isPdf = (bytes: Uint8Array) => bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF

type TemplateInput = {
  title: string;
  description: string;
  documentMessage: string;
  type: number;
  kind?: DocumentKind;
  isActive: boolean;
  file: { name: string; bytes: Uint8Array };
};

/**
 * Add Template: keeps the PDF in S3 and makes the provider's template from it; the template is
 * stored only once the provider has it, so a failed upload leaves nothing behind in the list.
 */
export async function create(ctx: MemberCtx, input: TemplateInput): Promise<SignTemplate> {
  const template = await add(ctx, input, ctx.caller.memberId);
  await record(ctx, { action: 'template.created', target: `template:${template.recordId}`, detail: `type:${input.type} provider:${template.templateId}` });
  return template;
}

/** Makes a domain's template as Add Template does; `createdBy` 0 is the provisioning's. */
async function add(ctx: DomainCtx, input: TemplateInput, createdBy: number): Promise<SignTemplate> {
  if (input.file.bytes.byteLength > TEMPLATE_FILE_MAX_BYTES) throw invalid(TEMPLATE_TOO_LARGE);
  if (!isPdf(input.file.bytes)) throw invalid(TEMPLATE_NOT_PDF);
  const templateId = await ctx.providers.esign.createTemplate({
    title: input.title,
    description: input.description,
    documentMessage: input.documentMessage,
    file: { name: input.file.name || 'template.pdf', contentType: 'application/pdf', bytes: input.file.bytes },
  });
  const recordId = await nextId(ctx.db, ctx.domain.domainId, 'signTemplate');
  const file = `file-signs/${recordId}-${randomUUID()}.pdf`;
  await ctx.providers.media.put(keyOf(ctx.domain.domainId, file), input.file.bytes, 'application/pdf');
  const status = (await ctx.providers.esign.getTemplate(templateId)).status;
  const { data } = await ctx.db.entities.signTemplate
    .create({
      domainId: ctx.domain.domainId,
      recordId,
      type: input.type,
      kind: input.kind,
      title: input.title,
      description: input.description,
      documentMessage: input.documentMessage,
      templateId,
      status,
      isActive: input.isActive,
      file,
      createdBy,
      createdAt: new Date().toISOString(),
    })
    .go();
  // A template the provider is still preparing is checked again by the status job.
  if (status !== 'Completed')
    await ctx.db.entities.pendingSigning
      .put({ shard: 0, subject: 'template', domainId: ctx.domain.domainId, recordId, since: data.createdAt, due: data.createdAt })
      .go();
  return data;
}

/** What copying a domain's templates did (or would do), by title. */
export interface TemplateCopy {
  copied: string[];
  present: string[];
}

const sameTemplate = (a: Pick<SignTemplate, 'type' | 'kind' | 'title'>, b: Pick<SignTemplate, 'type' | 'kind' | 'title'>) =>
  a.type === b.type && (a.kind ?? null) === (b.kind ?? null) && a.title === b.title;

/**
 * Copies every template of `source` (each type, oldest first) that `target` does not have yet (same
 * type, kind and title) as Add Template would add it there: the same title, description, message,
 * active flag and PDF, a template of its own at the provider and a copy of the file under the target's
 * prefix, so the two domains edit theirs apart. The provider makes the template from the PDF: fields
 * placed with Edit Template on the source are the source's and are placed again on the copy. A second
 * run copies nothing.
 */
export async function copyAll(source: DomainCtx, target: DomainCtx, options: { dryRun?: boolean } = {}): Promise<TemplateCopy> {
  const result: TemplateCopy = { copied: [], present: [] };
  for (const type of TEMPLATE_TYPES) {
    const [theirs, ours] = await Promise.all([ofType(source, type), ofType(target, type)]);
    for (const t of theirs) {
      if (ours.some((o) => sameTemplate(o, t))) {
        result.present.push(t.title);
        continue;
      }
      if (!options.dryRun) {
        const bytes = await source.providers.media.get(keyOf(source.domain.domainId, t.file));
        if (!bytes) throw notFound(`The file of template ${t.recordId} (${t.title}) of domain ${source.domain.identifier}`);
        const copy = await add(
          target,
          {
            title: t.title,
            description: t.description,
            documentMessage: t.documentMessage,
            type: t.type,
            kind: t.kind,
            isActive: t.isActive ?? true,
            file: { name: `${t.title}.pdf`, bytes },
          },
          0,
        );
        await record(target, {
          action: 'template.copied',
          target: `template:${copy.recordId}`,
          detail: `from:${source.domain.identifier}/template:${t.recordId} provider:${copy.templateId}`,
        });
      }
      result.copied.push(t.title);
    }
  }
  return result;
}

export async function setActive(ctx: MemberCtx, recordId: number, isActive: boolean): Promise<SignTemplate> {
  await found(ctx, recordId);
  const { data } = await ctx.db.entities.signTemplate.patch({ domainId: ctx.domain.domainId, recordId }).set({ isActive }).go({ response: 'all_new' });
  await record(ctx, { action: isActive ? 'template.activated' : 'template.deactivated', target: `template:${recordId}` });
  return data as SignTemplate;
}

/** Verify Status: asks the provider for the status of each template of the type and keeps what changed. */
export async function refreshStatuses(ctx: DomainCtx, type: number): Promise<SignTemplate[]> {
  const templates = await ofType(ctx, type);
  return Promise.all(
    templates.map(async (t) => {
      const status = (await ctx.providers.esign.getTemplate(t.templateId)).status;
      if (status === t.status) return t;
      if (status === 'Completed')
        await ctx.db.entities.pendingSigning.delete({ shard: 0, subject: 'template', domainId: t.domainId, recordId: t.recordId }).go();
      const { data } = await ctx.db.entities.signTemplate.patch({ domainId: t.domainId, recordId: t.recordId }).set({ status }).go({ response: 'all_new' });
      return data as SignTemplate;
    }),
  );
}

/** The status job's check of one template still being prepared; true once it is settled (or gone). */
export async function refreshPending(ctx: DomainCtx, recordId: number): Promise<boolean> {
  const marker = { shard: 0, subject: 'template' as const, domainId: ctx.domain.domainId, recordId };
  const { data: template } = await ctx.db.entities.signTemplate.get({ domainId: ctx.domain.domainId, recordId }).go();
  const status = template ? (await ctx.providers.esign.getTemplate(template.templateId)).status : 'Completed';
  if (template && status !== template.status) await ctx.db.entities.signTemplate.patch({ domainId: template.domainId, recordId }).set({ status }).go();
  if (status !== 'Completed') return false;
  await ctx.db.entities.pendingSigning.delete(marker).go();
  return true;
}

/** Edit Template: the provider's editor, for a frame; only a Completed template may be edited (spec §4). */
export async function editLink(ctx: DomainCtx, recordId: number, redirectUrl: string): Promise<string> {
  const template = await found(ctx, recordId);
  if (template.status !== 'Completed') throw invalid(TEMPLATE_NOT_EDITABLE);
  return ctx.providers.esign.templateEditLink({ templateId: template.templateId, redirectUrl });
}

/** A short-lived link to a template's uploaded file. */
export async function fileUrl(ctx: DomainCtx, recordId: number): Promise<string> {
  const template = await found(ctx, recordId);
  return ctx.providers.media.signedGetUrl(keyOf(ctx.domain.domainId, template.file), 300);
}

/** The active, completed templates a registration page of this type has the member sign. */
export async function forRegistration(ctx: DomainCtx, type: number) {
  return (await ofType(ctx, type)).filter((t) => t.isActive !== false && t.status === 'Completed');
}
