import type { LocationView } from '@portal/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { RECORD_UPDATED } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useLocations } from '../../../lib/locations';
import { useSetDefaultLocation } from '../api/set-default-location';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationCard } from './location-card';
import { LocationFormDialog } from './location-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; location: LocationView } | null;

/** The member's saved addresses (spec §2 Locations, §4): one default, listed first. */
export function LocationsManager({ memberId }: { memberId: number }) {
  const { data: locations, error, isPending } = useLocations(memberId);
  const setDefault = useSetDefaultLocation();
  const { notification, showError, showSuccess } = useNotification();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocationView | null>(null);

  const makeDefault = (location: LocationView) =>
    setDefault.mutate(
      { location_id: location.id, user_id: memberId },
      { onSuccess: () => showSuccess(RECORD_UPDATED), onError: (e) => showError(errorMessage(e)) },
    );

  return (
    <div className="stack">
      <div className="toolbar">
        <p className="muted">The addresses saved in your account. The default location is used unless you choose another.</p>
        <Button onClick={() => setEditing({ mode: 'add' })} disabled={isPending}>
          Add Location
        </Button>
      </div>

      {notification && <Notification {...notification} />}

      {locations ? (
        locations.length ? (
          <ul className="location-list">
            {locations.map((location) => (
              <LocationCard
                key={location.id}
                location={location}
                onEdit={() => setEditing({ mode: 'edit', location })}
                onSetDefault={() => makeDefault(location)}
                onDelete={() => setDeleting(location)}
                settingDefault={setDefault.isPending && setDefault.variables.location_id === location.id}
              />
            ))}
          </ul>
        ) : (
          <p className="card muted">There are no locations saved in your account yet. Add your first one with Add Location.</p>
        )
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <Spinner label="Loading your locations…" />
      )}

      <LocationFormDialog
        open={editing !== null}
        memberId={memberId}
        location={editing?.mode === 'edit' ? editing.location : undefined}
        locationCount={locations?.length ?? 0}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
      <DeleteLocationDialog location={deleting} onClose={() => setDeleting(null)} onDeleted={showSuccess} onFailed={showError} />
    </div>
  );
}
