import type { TemplateView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { canEditTemplate } from '../utils/templates';

interface TemplateActionsProps {
  template: TemplateView;
  /** While the template's active flag is being saved. */
  toggling: boolean;
  onToggleActive: (template: TemplateView) => void;
  onEdit: (template: TemplateView) => void;
}

/** A row's Action: the Active / Inactive switch and, for a completed template, Edit Template. */
export function TemplateActions({ template, toggling, onToggleActive, onEdit }: TemplateActionsProps) {
  return (
    <>
      <label className="template-switch">
        <input type="checkbox" role="switch" checked={template.is_active} disabled={toggling} onChange={() => onToggleActive(template)} />
        <span>{template.is_active ? 'Active' : 'Inactive'}</span>
      </label>
      {canEditTemplate(template) && (
        <Button variant="secondary" className="button--small" onClick={() => onEdit(template)}>
          Edit Template
        </Button>
      )}
    </>
  );
}
