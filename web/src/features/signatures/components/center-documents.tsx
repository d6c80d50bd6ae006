import type { PatientDocumentView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PdfLink } from '../../../components/ui/file-link';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useSendSignEmail } from '../api/send-sign-email';
import { documentColumns } from '../utils/columns';
import { canSendEmail, documentPaths, signedPdf, signEmailRequest } from '../utils/documents';
import { DocumentsTable } from './documents-table';
import { ResultDialog } from '../../../components/ui/result-dialog';

/**
 * Patients Signatures (spec §2): the center's patient documents, filtered by patient name. A
 * Completed document links to its PDF; a Pending one can be mailed to its patient again, and the
 * server's answer shows in a dialog.
 */
export function CenterDocuments() {
  const centerId = useActingMemberId();
  const { mutate: sendEmail } = useSendSignEmail();
  const [sending, setSending] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const columns = useMemo(() => {
    const send = (row: PatientDocumentView) => {
      setSending(row.id);
      sendEmail(signEmailRequest(row), {
        onSuccess: ({ message }) => setResult(message),
        onError: (error) => setResult(errorMessage(error)),
        onSettled: () => setSending(null),
      });
    };
    return [
      documentColumns.id,
      documentColumns.patientName,
      documentColumns.document,
      documentColumns.status,
      documentColumns.actions((row) => {
        const pdf = signedPdf(row);
        if (pdf) return <PdfLink file={pdf}>PDF</PdfLink>;
        if (!canSendEmail(row)) return null;
        return (
          <Button variant="secondary" className="button--small" isLoading={sending === row.id} disabled={sending !== null} onClick={() => send(row)}>
            Send Email
          </Button>
        );
      }),
    ];
  }, [sendEmail, sending]);

  return (
    <>
      <DocumentsTable
        path={centerId === undefined ? undefined : documentPaths.center(centerId)}
        caption="Patients Signatures"
        columns={columns}
        searchPlaceholder="Patient name"
      />
      <ResultDialog title="Send Email" message={result} onClose={() => setResult(null)} />
    </>
  );
}
