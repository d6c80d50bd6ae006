import type { TemplateView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useTemplates, useVerifyTemplateStatuses } from '../api/get-templates';
import { templateKeys } from '../api/keys';
import { useSetTemplateActive } from '../api/set-template-active';
import { templateColumns } from '../utils/columns';
import type { TemplateSectionInfo } from '../utils/templates';
import { AddTemplateDialog } from './add-template-dialog';
import { EditTemplateDialog } from './edit-template-dialog';
import { TemplateActions } from './template-actions';
import { TemplateFileLink } from './template-file-link';
import { VerifyStatusDialog } from './verify-status-dialog';

interface TemplateSectionProps {
  section: TemplateSectionInfo;
  domainId: number;
}

/** One type's templates: Add Template, Verify Status and the table with each template's actions. */
export function TemplateSection({ section, domainId }: TemplateSectionProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: templates, isLoading } = useTemplates(domainId, section.type);
  const verify = useVerifyTemplateStatuses(domainId, section.type);
  const setActive = useSetTemplateActive(domainId, section.type);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TemplateView | null>(null);
  const { notification, showError } = useNotification();

  const reload = () => queryClient.invalidateQueries({ queryKey: templateKeys.list(domainId, section.type) });
  const togglingId = setActive.isPending ? setActive.variables?.id : undefined;

  const toggleActive = ({ id, is_active }: TemplateView) =>
    setActive.mutate({ id, isActive: !is_active }, { onError: (error) => showError(errorMessage(error)) });
  const columns = templateColumns(section.type, {
    file: (template) => <TemplateFileLink file={template.file} />,
    actions: (template) => <TemplateActions template={template} toggling={togglingId === template.id} onToggleActive={toggleActive} onEdit={setEditing} />,
  });

  const verifyStatus = () => verify.mutate(undefined, { onError: (error) => showError(errorMessage(error)) });

  return (
    <section className="template-section" aria-labelledby={headingId}>
      <div className="toolbar">
        <h3 id={headingId} className="template-section-title">
          {section.heading}
        </h3>
        <div className="row-actions">
          <Button onClick={() => setAdding(true)}>Add Template</Button>
          <Button variant="secondary" onClick={verifyStatus} isLoading={verify.isPending}>
            Verify Status
          </Button>
        </div>
      </div>
      {notification && <Notification {...notification} />}
      <DataTable
        caption={section.heading}
        columns={columns}
        rows={templates}
        loading={isLoading}
        loadingText="Loading templates..."
        rowKey={(template) => template.id}
      />
      <AddTemplateDialog
        section={section}
        domainId={domainId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void reload();
        }}
      />
      <EditTemplateDialog
        template={editing}
        onClose={() => {
          setEditing(null);
          // Saving in the editor may change the template's status.
          void reload();
        }}
      />
      <VerifyStatusDialog section={section} open={verify.isPending} />
    </section>
  );
}
