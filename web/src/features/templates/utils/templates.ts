import { DOCUMENT_KIND_LABELS, SignTemplateType, TEMPLATE_FAILED, type TemplateEditLink, type TemplateType, type TemplateView } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** One section of Email File Templates: the documents members of one kind sign. */
export interface TemplateSectionInfo {
  type: TemplateType;
  heading: string;
  /** How the dialogs name the section: HC, RHC or Patient. */
  short: 'HC' | 'RHC' | 'Patient';
}

/** The three sections, in the order the page shows them. */
export const TEMPLATE_SECTIONS: readonly TemplateSectionInfo[] = [
  { type: SignTemplateType.HarvestCenter, heading: 'Harvest Center Registration Docs', short: 'HC' },
  { type: SignTemplateType.ReferralHarvestCenter, heading: 'Referral Harvest Center Registration Docs', short: 'RHC' },
  { type: SignTemplateType.Patient, heading: 'Patient Registration Docs', short: 'Patient' },
];

export const addTemplateTitle = (section: TemplateSectionInfo) => `Add New ${section.short} Template`;

/** What the Verify Status dialog says while the provider is asked. */
export const checkingStatusText = (section: TemplateSectionInfo) => `checking ${section.short} files status...`;

/** A patient template says which patient document it is. */
export const asksDocumentKind = (type: TemplateType) => type === SignTemplateType.Patient;

/** Only a template the provider has completed can be opened in its editor. */
export const canEditTemplate = (template: Pick<TemplateView, 'status'>) => template.status === 'Completed';

export const documentKindLabel = (kind: TemplateView['kind']) => (kind ? DOCUMENT_KIND_LABELS[kind] : '—');

/** How long a failed Add Template's message stays. */
export const TEMPLATE_ERROR_MS = 4000;

/** A failed Add Template: the server's message, or the generic one when the server said nothing. */
export function addTemplateError(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : TEMPLATE_FAILED;
}

export type EditLinkAnswer = z.infer<typeof TemplateEditLink>;

/** What the Edit Template dialog shows: the editor's address, or the answer's message. */
export type EditFrame = { url: string } | { message: string };

const isWebUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

export function editFrame(answer: EditLinkAnswer | undefined): EditFrame {
  const url = answer?.link?.editUrl;
  if (answer?.success && url && isWebUrl(url)) return { url };
  return { message: answer?.Message || TEMPLATE_FAILED };
}
