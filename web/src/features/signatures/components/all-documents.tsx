import { PdfLink } from '../../../components/ui/file-link';
import { documentColumns } from '../utils/columns';
import { documentPaths, signedPdf } from '../utils/documents';
import { DocumentsTable } from './documents-table';

const columns = [
  documentColumns.id,
  documentColumns.patient,
  documentColumns.harvestCenter,
  documentColumns.document,
  documentColumns.status,
  documentColumns.actions((row) => {
    const pdf = signedPdf(row);
    return pdf ? <PdfLink file={pdf}>PDF</PdfLink> : null;
  }),
];

/** The admin's patient documents: every document of the domain, filtered by patient or harvest center. */
export function AllDocuments() {
  return <DocumentsTable path={documentPaths.all} caption="Patient documents" columns={columns} searchPlaceholder="Patient name, e-mail or HC company" />;
}
