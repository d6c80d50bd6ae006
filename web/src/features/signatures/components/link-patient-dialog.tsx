import { zodResolver } from '@hookform/resolvers/zod';
import { DocumentPatientUpdate, type PatientDocumentView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useLinkDocumentPatient } from '../api/manage-documents';
import { patientName } from '../utils/documents';

interface LinkPatientDialogProps {
  /** The document to link; null keeps the dialog closed. */
  document: PatientDocumentView | null;
  onClose: () => void;
  /** What the admin is told once the document is linked. */
  onLinked: (message: string) => void;
}

/** Link to Patient (admin): the patient member a document belongs to, by its member ID. */
export function LinkPatientDialog({ document, onClose, onLinked }: LinkPatientDialogProps) {
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Link to Patient"
      description={document ? `${document.title} signed by ${patientName(document)} (${document.patient_email})` : undefined}
    >
      {document && <LinkPatientForm key={document.id} document={document} onLinked={onLinked} />}
    </Dialog>
  );
}

function LinkPatientForm({ document, onLinked }: { document: PatientDocumentView; onLinked: (message: string) => void }) {
  const { register, handleSubmit, formState } = useForm<z.input<typeof DocumentPatientUpdate>, unknown, z.output<typeof DocumentPatientUpdate>>({
    resolver: zodResolver(DocumentPatientUpdate),
    defaultValues: { patient: document.patient ?? ('' as unknown as number) },
  });
  const link = useLinkDocumentPatient();
  const { notification, showError } = useNotification();
  const submit = handleSubmit(({ patient }) =>
    link.mutate(
      { id: document.id, patient },
      {
        onSuccess: (linked) => {
          const who = linked.patient_desc ? `${linked.patient_desc.first_name} ${linked.patient_desc.last_name}`.trim() : `member ${patient}`;
          onLinked(`The document has been linked to ${who}.`);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    ),
  );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input
        label="Patient ID"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        error={formState.errors.patient?.message}
        {...register('patient')}
      />
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={link.isPending} />
    </form>
  );
}
