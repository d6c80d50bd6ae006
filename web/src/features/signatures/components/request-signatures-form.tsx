import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENTS_SENT } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { useSendDocuments } from '../api/send-documents';
import { codeOutcome, signatureRequestPayload, SignatureRequestFields } from '../utils/signature-request';
import { ResultDialog } from '../../../components/ui/result-dialog';

/**
 * Request Patients Signatures (spec §2): the patient's name and e-mail. The patient is e-mailed a
 * signing link for each document. A success clears the form; either way the outcome shows in a
 * dialog (spec §8).
 */
export function RequestSignaturesForm() {
  const centerId = useActingMemberId();
  const user = useUser();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(SignatureRequestFields),
    defaultValues: { name: '', email: '' },
  });
  const send = useSendDocuments();
  const [result, setResult] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send.mutate(signatureRequestPayload(values, user ? { ...user, id: centerId } : null), {
      onSuccess: (answer) => {
        const outcome = codeOutcome(answer, DOCUMENTS_SENT);
        if (outcome.ok) reset();
        setResult(outcome.message);
      },
      onError: (error) => setResult(errorMessage(error)),
    }),
  );

  return (
    <form className="form form--medium" onSubmit={submit} noValidate>
      <Input label="Patient Name" autoComplete="off" required error={errors.name?.message} {...register('name')} />
      <Input label="Patient Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
      <Button type="submit" isLoading={send.isPending}>
        Submit
      </Button>
      <ResultDialog title="Request Patients Signatures" message={result} onClose={() => setResult(null)} />
    </form>
  );
}
