import { Spinner } from '../../../components/ui/spinner';
import { LocationsManager } from '../../../features/locations/components/locations-manager';
import { useActingMemberId } from '../../../lib/auth';

export default function LocationsRoute() {
  const memberId = useActingMemberId();
  return (
    <>
      <div className="page-header">
        <h1>Locations</h1>
      </div>
      {memberId === undefined ? <Spinner /> : <LocationsManager key={memberId} memberId={memberId} />}
    </>
  );
}
