import { LabelRequestsList } from '../../../features/labels/components/label-requests-list';

/** Fedex Requests (admins): every label request of the domain. */
export default function FedexRequestsRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Fedex Requests</h1>
      </div>
      <div className="card">
        <LabelRequestsList />
      </div>
    </>
  );
}
