import { zodResolver } from '@hookform/resolvers/zod';
import type { FedexRequestView } from '@portal/contracts';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { NOTIFICATION_MS } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useSaveLabel } from '../api/save-label';
import { chosenFile, LABEL_FILE_ACCEPT, labelDefaults, labelFormSchema, nextTrackingLink, type LabelFormData, type LabelFormValues } from '../utils/label-form';

interface LabelFormDialogProps {
  /** The request whose label is added; the dialog is closed without one. */
  request: FedexRequestView | null;
  onClose: () => void;
  /** The label is saved and its message has shown: the dialog closes and the list refreshes. */
  onSaved: () => void;
}

/**
 * The label and tracking form (spec §4): on success its message shows for 2 s, then the form
 * closes and the list refreshes (closing it sooner refreshes too); errors show for 3 s.
 */
export function LabelFormDialog({ request, onClose, onSaved }: LabelFormDialogProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const finish = useEffectEvent(() => {
    setSaved(null);
    onSaved();
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => finish(), NOTIFICATION_MS.success);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const close = () => {
    if (!saved) return onClose();
    setSaved(null);
    onSaved();
  };
  const title = request?.pdf_file ? 'Edit Fedex Label' : 'Add Fedex Label';
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => !isOpen && close()} title={title}>
      {request && <LabelForm key={request.id} request={request} saved={saved} onSaved={setSaved} />}
    </Dialog>
  );
}

interface LabelFormProps {
  request: FedexRequestView;
  saved: string | null;
  onSaved: (message: string) => void;
}

function LabelForm({ request, saved, onSaved }: LabelFormProps) {
  const schema = useMemo(() => labelFormSchema(Boolean(request.pdf_file)), [request.pdf_file]);
  const { register, handleSubmit, formState, getValues, setValue } = useForm<LabelFormValues, unknown, LabelFormData>({
    resolver: zodResolver(schema),
    defaultValues: labelDefaults(request),
  });
  const save = useSaveLabel(request.id);
  const { notification, showError } = useNotification();
  const { errors } = formState;
  const number = register('tracking_number');

  const submit = handleSubmit((data) =>
    save.mutate(
      { tracking_number: data.tracking_number, tracking_link: data.tracking_link, file: chosenFile(data.file) },
      { onSuccess: ({ message }) => onSaved(message), onError: (error) => showError(errorMessage(error)) },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input
        label="Label File"
        type="file"
        accept={LABEL_FILE_ACCEPT}
        required={!request.pdf_file}
        hint={request.pdf_file ? 'A PDF, up to 4 MB. Leave empty to keep the current label.' : 'A PDF, up to 4 MB.'}
        error={errors.file?.message}
        {...register('file')}
      />
      <Input
        label="Tracking Number"
        required
        autoComplete="off"
        error={errors.tracking_number?.message}
        {...number}
        onChange={(event) => {
          // The link follows the number while it is the carrier's page of it (or blank).
          const link = nextTrackingLink(getValues('tracking_link'), getValues('tracking_number'), event.target.value);
          void number.onChange(event);
          setValue('tracking_link', link);
        }}
      />
      <Input label="Tracking Link" type="url" required autoComplete="off" error={errors.tracking_link?.message} {...register('tracking_link')} />
      {saved ? <Notification tone="success" message={saved} /> : notification && <Notification {...notification} />}
      <FormDialogActions pending={save.isPending || saved !== null} />
    </form>
  );
}
