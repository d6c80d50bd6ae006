import { UploadDocumentsForm } from '../../../features/signatures/components/upload-documents-form';

export default function UploadPatientDocumentsRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Upload Patient Documents Signed</h1>
        <p className="muted">The patient's signed attestation, processing and storage agreements, as PDF files.</p>
      </div>
      <div className="card">
        <UploadDocumentsForm />
      </div>
    </>
  );
}
