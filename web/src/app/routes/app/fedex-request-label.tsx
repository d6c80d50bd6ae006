import { RequestLabelPage } from '../../../features/labels/components/request-label-page';

/** Fedex Label (harvest centers, and staff acting as one). */
export default function FedexRequestLabelRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Request Fedex Label</h1>
      </div>
      <RequestLabelPage referral={false} />
    </>
  );
}
