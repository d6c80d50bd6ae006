import { RequestLabelPage } from '../../../features/labels/components/request-label-page';

/** Fedex Label (referral centers: the patients they referred). */
export default function FedexRequestLabelRhcRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Request Fedex Label</h1>
      </div>
      <RequestLabelPage referral />
    </>
  );
}
