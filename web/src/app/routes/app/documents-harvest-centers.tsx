import { CenterAttestations } from '../../../features/signatures/components/center-attestations';

export default function DocumentsHarvestCentersRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Harvest Center Documents</h1>
        <p className="muted">Whether each harvest center has signed its attestation, and the signed copy.</p>
      </div>
      <section className="card" aria-label="Harvest Center Documents">
        <CenterAttestations />
      </section>
    </>
  );
}
