import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useProcessFile } from '../api/upload-documents';
import { SIGNED_FILE_ACCEPT, signedFileProblem } from '../utils/signed-file';

interface SignedFileFieldProps {
  label: string;
  /** The form's own error for the field, such as 'Attestation file is required'. */
  error?: string;
  /** The staged file's name once uploaded; '' while there is none. */
  onStaged: (filename: string) => void;
  onBusyChange: (busy: boolean) => void;
}

const HINT = 'PDF, up to 4 MB.';

/**
 * One signed copy of the upload form: the chosen PDF is uploaded at once and staged under the
 * name the API answers. A wrong type or size is refused before it is sent; the server's refusal
 * shows beside the input too. Choosing again replaces the earlier file.
 */
export function SignedFileField({ label, error, onStaged, onBusyChange }: SignedFileFieldProps) {
  const process = useProcessFile();
  const [problem, setProblem] = useState<string | null>(null);
  const [staged, setStaged] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setStaged(false);
    onStaged('');
    const refused = file ? signedFileProblem(file) : null;
    setProblem(refused);
    if (!file || refused) return;
    onBusyChange(true);
    process.mutate(file, {
      onSuccess: ({ filename }) => {
        setStaged(true);
        onStaged(filename);
      },
      onError: (cause) => setProblem(errorMessage(cause)),
      onSettled: () => onBusyChange(false),
    });
  };

  const hint = process.isPending ? 'Uploading…' : staged ? 'Uploaded.' : HINT;
  return (
    <Input
      label={label}
      type="file"
      accept={SIGNED_FILE_ACCEPT}
      hint={hint}
      error={problem ?? error}
      onChange={choose}
      aria-busy={process.isPending || undefined}
    />
  );
}
