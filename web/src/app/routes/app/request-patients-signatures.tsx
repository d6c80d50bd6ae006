import { RequestSignaturesForm } from '../../../features/signatures/components/request-signatures-form';

export default function RequestPatientsSignaturesRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Request Patients Signatures</h1>
        <p className="muted">The patient gets an e-mail with a link to sign each of its documents.</p>
      </div>
      <div className="card">
        <RequestSignaturesForm />
      </div>
    </>
  );
}
