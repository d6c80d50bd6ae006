import { TEMPLATE_KIND_LABEL, type TemplateType, type TemplateView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { asksDocumentKind, documentKindLabel } from './templates';

const column = createColumnHelper<TemplateView>();

interface TemplateCells {
  /** The 'See File' link of a template's PDF. */
  file: (template: TemplateView) => ReactNode;
  /** The Active toggle and, for a completed template, Edit Template. */
  actions: (template: TemplateView) => ReactNode;
}

/** The columns of a section's table: Title, Description, (Document for patient templates,) File, Template Id, Status, Action. */
export function templateColumns(type: TemplateType, cells: TemplateCells) {
  return [
    column.accessor('title', { header: 'Title' }),
    column.accessor('description', { header: 'Description' }),
    ...(asksDocumentKind(type) ? [column.accessor('kind', { header: TEMPLATE_KIND_LABEL, cell: ({ getValue }) => documentKindLabel(getValue()) })] : []),
    column.display({ id: 'file', header: 'File', cell: ({ row }) => cells.file(row.original) }),
    column.accessor('template_id', { header: 'Template Id', cell: ({ getValue }) => <span className="template-id">{getValue()}</span> }),
    column.accessor('status', { header: 'Status' }),
    column.display({ id: 'actions', header: 'Action', cell: ({ row }) => <div className="row-actions">{cells.actions(row.original)}</div> }),
  ];
}
