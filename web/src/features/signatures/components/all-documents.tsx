import type { PatientDocumentView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PdfLink } from '../../../components/ui/file-link';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/manage-documents';
import { documentColumns } from '../utils/columns';
import { documentPaths, patientName, signedPdf } from '../utils/documents';
import { DocumentsTable } from './documents-table';
import { LinkPatientDialog } from './link-patient-dialog';

/** The link button's label: its name adds the document it acts on. */
const linkLabel = (row: PatientDocumentView) => (row.patient === null ? 'Link Patient' : 'Change Patient');

/**
 * The admin's patient documents: every document of the domain, filtered by patient or harvest
 * center, with the signed PDF, linking a document to its patient and deleting one. The outcome of
 * an action shows in a dialog (spec §6).
 */
export function AllDocuments() {
  const [linking, setLinking] = useState<PatientDocumentView | null>(null);
  const [deleting, setDeleting] = useState<PatientDocumentView | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const remove = useDeleteDocument();

  const columns = useMemo(
    () => [
      documentColumns.id,
      documentColumns.patient,
      documentColumns.harvestCenter,
      documentColumns.document,
      documentColumns.status,
      documentColumns.actions((row) => {
        const pdf = signedPdf(row);
        return (
          <>
            {pdf && <PdfLink file={pdf}>PDF</PdfLink>}
            <Button variant="secondary" className="button--small" aria-label={`${linkLabel(row)} for document ${row.id}`} onClick={() => setLinking(row)}>
              {linkLabel(row)}
            </Button>
            <Button variant="danger" className="button--small" aria-label={`Delete document ${row.id}`} onClick={() => setDeleting(row)}>
              Delete
            </Button>
          </>
        );
      }),
    ],
    [],
  );

  return (
    <>
      <DocumentsTable path={documentPaths.all} caption="Patient documents" columns={columns} searchPlaceholder="Patient name, e-mail or HC company" />
      <LinkPatientDialog
        document={linking}
        onClose={() => setLinking(null)}
        onLinked={(message) => {
          setLinking(null);
          setResult(message);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Document"
        description={deleting ? `Delete the ${deleting.title} of ${patientName(deleting)}? Its signed file is deleted too.` : undefined}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => setResult(message),
            onError: (error) => setResult(errorMessage(error)),
            onSettled: () => setDeleting(null),
          })
        }
      />
      <ResultDialog title="Patient Documents" message={result} onClose={() => setResult(null)} />
    </>
  );
}
