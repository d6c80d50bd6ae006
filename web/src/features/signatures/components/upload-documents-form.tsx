import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENTS_UPLOADED, type DocumentKind } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useUploadDocuments } from '../api/upload-documents';
import { codeOutcome, uploadedDocumentsPayload, UploadDocumentsFields } from '../utils/signature-request';
import { SIGNED_FILE_FIELDS } from '../utils/signed-file';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { SignedFileField } from './signed-file-field';
import '../signatures.css';

const noFiles: Record<DocumentKind, boolean> = { attestation: false, processing: false, storage: false };

/**
 * Upload Patient Documents Signed (spec §2): the patient's name and e-mail and the three signed
 * copies (attestation, processing, storage), each uploaded as soon as it is chosen. Submit turns
 * them into the patient's Completed documents; a success clears the form (spec §8).
 */
export function UploadDocumentsForm() {
  const centerId = useActingMemberId();
  const { register, handleSubmit, formState, reset, setValue } = useForm({
    resolver: zodResolver(UploadDocumentsFields),
    defaultValues: { name: '', email: '', attestation: '', processing: '', storage: '' },
  });
  const upload = useUploadDocuments();
  const [busy, setBusy] = useState(noFiles);
  const [result, setResult] = useState<string | null>(null);
  // A new key empties the file inputs after an upload.
  const [filesKey, setFilesKey] = useState(0);
  const { errors, isSubmitted } = formState;
  const uploading = Object.values(busy).some(Boolean);

  const submit = handleSubmit((values) =>
    upload.mutate(uploadedDocumentsPayload(values, centerId), {
      onSuccess: (answer) => {
        const outcome = codeOutcome(answer, DOCUMENTS_UPLOADED);
        if (outcome.ok) {
          reset();
          setBusy(noFiles);
          setFilesKey((key) => key + 1);
        }
        setResult(outcome.message);
      },
      onError: (error) => setResult(errorMessage(error)),
    }),
  );

  return (
    <form className="form form--medium" onSubmit={submit} noValidate>
      <Input label="Patient Name" autoComplete="off" required error={errors.name?.message} {...register('name')} />
      <Input label="Patient Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
      <fieldset className="signed-files" key={filesKey}>
        <legend className="field-label">Signed documents</legend>
        {SIGNED_FILE_FIELDS.map(({ kind, label }) => (
          <SignedFileField
            key={kind}
            label={label}
            error={errors[kind]?.message}
            onStaged={(filename) => setValue(kind, filename, { shouldValidate: isSubmitted })}
            onBusyChange={(on) => setBusy((now) => ({ ...now, [kind]: on }))}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={uploading} isLoading={upload.isPending}>
        Submit
      </Button>
      <ResultDialog title="Upload Patient Documents" message={result} onClose={() => setResult(null)} />
    </form>
  );
}
