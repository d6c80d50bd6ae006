import type { LocationView } from '@portal/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { addressLines } from '../utils/locations';

interface LocationCardProps {
  location: LocationView;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
  settingDefault: boolean;
}

export function LocationCard({ location, onEdit, onSetDefault, onDelete, settingDefault }: LocationCardProps) {
  const nameId = useId();
  return (
    <li className="card location-card">
      <div className="location-card-header">
        <h2 id={nameId} className="card-title">
          {location.location_name}
        </h2>
        {location.default && <span className="badge">Default</span>}
      </div>
      <address className="location-address">
        {addressLines(location).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      <div className="location-actions">
        <Button variant="secondary" aria-describedby={nameId} onClick={onEdit}>
          Edit
        </Button>
        {!location.default && (
          <Button variant="secondary" aria-describedby={nameId} isLoading={settingDefault} onClick={onSetDefault}>
            Set as default
          </Button>
        )}
        <Button variant="ghost" className="button--danger-text" aria-describedby={nameId} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
