import { ResourceCenterPage } from '../../../features/resource-center/components/resource-center-page';
import { useDomainConfig } from '../../../lib/domain-config';
import { firstAddress } from '../../../utils/email';

/** Resource Center: the assets offered to the member's membership. */
export default function ResourceCenterRoute() {
  const { data: config } = useDomainConfig();
  return (
    <>
      <div className="page-header">
        <h1>Resource Center</h1>
      </div>
      <div className="card">
        <ResourceCenterPage email={firstAddress(config?.email_notifications)} />
      </div>
    </>
  );
}
