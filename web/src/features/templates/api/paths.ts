import type { TemplateType } from '@portal/contracts';

/** The API paths of a domain's signature templates (the Email File Templates of White Label Settings). */
export const templateApi = {
  /** One type's templates as stored. */
  list: (domainId: number, type: TemplateType) => `domain/file-signs/by-domain/${domainId}/type/${type}/`,
  /** Verify Status: the same list, each status asked of the e-signature provider again. */
  verifyStatus: (domainId: number, type: TemplateType) => `domain/file-signs/status-by-domain/${domainId}/type/${type}/`,
  /** Add Template (multipart). */
  create: () => 'domain/file-signs/',
  /** The active flag. */
  update: (id: number) => `domain/file-signs/${id}/`,
  /** The provider's template editor, for a frame. */
  editLink: (id: number) => `domain/file-signs/${id}/generate-edit-link/`,
};
