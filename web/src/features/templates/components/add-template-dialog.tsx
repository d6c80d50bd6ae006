import { zodResolver } from '@hookform/resolvers/zod';
import { TEMPLATE_ADDED, TEMPLATE_KIND_LABEL } from '@portal/contracts';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { NOTIFICATION_MS } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { useUser } from '../../../lib/auth';
import { useAddTemplate } from '../api/add-template';
import {
  DOCUMENT_KIND_OPTIONS,
  TEMPLATE_FILE_ACCEPT,
  templateAdmin,
  templateFormDefaults,
  templateFormSchema,
  toTemplateFormData,
} from '../utils/template-form';
import { addTemplateError, addTemplateTitle, asksDocumentKind, TEMPLATE_ERROR_MS, type TemplateSectionInfo } from '../utils/templates';

interface AddTemplateDialogProps {
  section: TemplateSectionInfo;
  domainId: number;
  open: boolean;
  onClose: () => void;
  /** The template is stored and its success message has shown: the dialog closes and the list reloads. */
  onAdded: () => void;
}

/**
 * Add Template of one section. Once the template is stored, 'Template Added Succesfully!' shows
 * for 2 s, then the dialog closes and the list reloads (closing it sooner reloads the list too).
 */
export function AddTemplateDialog({ section, domainId, open, onClose, onAdded }: AddTemplateDialogProps) {
  const [added, setAdded] = useState(false);
  const finish = useEffectEvent(() => {
    setAdded(false);
    onAdded();
  });

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => finish(), NOTIFICATION_MS.success);
    return () => window.clearTimeout(timer);
  }, [added]);

  const close = () => {
    if (!added) return onClose();
    setAdded(false);
    onAdded();
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()} title={addTemplateTitle(section)} size="wide">
      <AddTemplateForm section={section} domainId={domainId} added={added} onAdded={() => setAdded(true)} />
    </Dialog>
  );
}

interface AddTemplateFormProps {
  section: TemplateSectionInfo;
  domainId: number;
  added: boolean;
  onAdded: () => void;
}

function AddTemplateForm({ section, domainId, added, onAdded }: AddTemplateFormProps) {
  const schema = useMemo(() => templateFormSchema(section.type), [section.type]);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: templateFormDefaults });
  const user = useUser();
  const add = useAddTemplate();
  // A refusal stays 4 s in the dialog, so the admin can correct the form.
  const { notification, showError } = useNotification({ error: TEMPLATE_ERROR_MS });
  const { errors } = formState;
  const kindErrorId = useId();

  const submit = handleSubmit((data) =>
    add.mutate(toTemplateFormData(data, { type: section.type, domainId, admin: templateAdmin(user) }), {
      onSuccess: onAdded,
      onError: (error) => showError(addTemplateError(error)),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input label="Title" required autoComplete="off" error={errors.title?.message} {...register('title')} />
      <Textarea label="Description" rows={3} required error={errors.description?.message} {...register('description')} />
      <Textarea label="Document Message" rows={3} required error={errors.document_message?.message} {...register('document_message')} />
      {asksDocumentKind(section.type) && (
        <div>
          <Select
            label={TEMPLATE_KIND_LABEL}
            required
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? kindErrorId : undefined}
            {...register('kind')}
          >
            <option value="">Choose a document</option>
            {DOCUMENT_KIND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {errors.kind && (
            <p id={kindErrorId} className="field-error">
              {errors.kind.message}
            </p>
          )}
        </div>
      )}
      <Input label="File" type="file" accept={TEMPLATE_FILE_ACCEPT} required hint="A PDF, up to 4 MB." error={errors.file?.message} {...register('file')} />
      {added ? <Notification tone="success" message={TEMPLATE_ADDED} /> : notification && <Notification {...notification} />}
      <FormDialogActions pending={add.isPending || added} />
    </form>
  );
}
