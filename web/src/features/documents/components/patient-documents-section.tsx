import { DOCUMENTS_PAGE_SIZE, type DocumentKind } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PdfLink } from '../../../components/ui/file-link';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { usePatientDocuments } from '../api/get-patient-documents';
import { documentKeys } from '../api/keys';
import { usePatientSignLink } from '../api/sign-links';
import { documentColumns } from '../utils/columns';
import { documentAction, documentRows, pageOf, type DocumentRow } from '../utils/document-rows';
import { SigningDialog } from './signing-dialog';
import '../documents.css';

const SIGN_TITLE = 'Sign Document';

/**
 * The patient dashboard's Documents (spec §2, §4): the first document of each kind with its status,
 * Sign for a pending one (the signing page in a dialog) and the signed PDF of a completed one. The
 * list loads again when the frame says the document was signed and when the dialog closes. Shows
 * the documents of the member the screens work on (an admin logged in as the patient sees the patient's).
 */
export function PatientDocumentsSection() {
  const patientId = useActingMemberId();
  const queryClient = useQueryClient();
  const { data, isError } = usePatientDocuments(patientId);
  const signLink = usePatientSignLink();
  const [page, setPage] = useState(1);
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reload = () => {
    if (patientId !== undefined) void queryClient.invalidateQueries({ queryKey: documentKeys.patient(patientId) });
  };

  const sign = (kind: DocumentKind, docId: number | null) => {
    if (patientId === undefined) return;
    signLink.mutate(
      { patient_id: patientId, doc_type: kind, ...(docId ? { doc_id: docId } : {}) },
      { onSuccess: (answer) => setLink(answer.signLink), onError: (error) => setFailure(errorMessage(error)) },
    );
  };
  // The kind whose Sign is waiting for its link; the other Sign buttons wait too.
  const signingKind = signLink.isPending ? signLink.variables?.doc_type : undefined;

  const renderAction = (row: DocumentRow) => {
    const action = documentAction(row);
    if (action.type === 'pdf') return <PdfLink file={action.file}>PDF</PdfLink>;
    if (action.type === 'none') return <span className="muted">—</span>;
    return (
      <Button
        className="button--small"
        isLoading={signingKind === row.kind}
        disabled={signingKind !== undefined}
        aria-label={`Sign ${row.title}`}
        onClick={() => sign(row.kind, action.docId)}
      >
        Sign
      </Button>
    );
  };

  const rows = data ? documentRows(data) : isError ? [] : undefined;
  const shown = pageOf(rows ?? [], page, DOCUMENTS_PAGE_SIZE);
  const loading = rows === undefined;

  return (
    <div className="documents">
      <DataTable
        caption="Documents"
        columns={documentColumns(renderAction)}
        rows={loading ? undefined : shown.rows}
        loading={loading}
        loadingText="Loading documents..."
        rowKey={(row) => row.kind}
      />
      <Pagination text={loading ? null : shown.text} page={shown.page} reachable={shown.pages} loading={loading} onPage={setPage} of="Documents" />
      <SigningDialog
        link={link}
        title={SIGN_TITLE}
        onSigned={reload}
        onClose={() => {
          setLink(null);
          reload();
        }}
      />
      {/* A refusal may mean the list is out of date (e.g. the document was signed from its e-mailed link). */}
      <ResultDialog
        title={SIGN_TITLE}
        message={failure}
        onClose={() => {
          setFailure(null);
          reload();
        }}
      />
    </div>
  );
}
