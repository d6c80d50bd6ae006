import type { TemplateType } from '@portal/contracts';

export const templateKeys = {
  all: ['templates'] as const,
  /** One section's templates: a domain's templates of one type. */
  list: (domainId: number, type: TemplateType) => [...templateKeys.all, 'list', domainId, type] as const,
  /** A template's editor link: asked anew each time the editor opens. */
  editLink: (id: number) => [...templateKeys.all, 'edit-link', id] as const,
};
