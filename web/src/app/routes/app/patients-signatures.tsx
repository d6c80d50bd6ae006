import { CenterDocuments } from '../../../features/signatures/components/center-documents';

export default function PatientsSignaturesRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Patients Signatures</h1>
        <p className="muted">The documents your patients have been asked to sign, and the signed copies you uploaded.</p>
      </div>
      <section className="card" aria-label="Patients Signatures">
        <CenterDocuments />
      </section>
    </>
  );
}
