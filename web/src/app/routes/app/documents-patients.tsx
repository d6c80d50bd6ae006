import { AllDocuments } from '../../../features/signatures/components/all-documents';

export default function DocumentsPatientsRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Patient Documents</h1>
        <p className="muted">Every patient document of the harvest centers, signed or waiting for a signature.</p>
      </div>
      <section className="card" aria-label="Patient Documents">
        <AllDocuments />
      </section>
    </>
  );
}
