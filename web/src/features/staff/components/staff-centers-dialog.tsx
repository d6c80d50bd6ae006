import type { StaffRow } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Select } from '../../../components/ui/select';
import { RECORD_UPDATED, SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCenterOptions } from '../api/get-center-options';
import { useUpdateStaffCenters } from '../api/update-staff-centers';
import { staffName, unchosen, withCenter, type ChosenCenter } from '../utils/staff-manager';

interface StaffCentersDialogProps {
  /** The staff member whose centers are edited; the dialog is closed without one. */
  staff: StaffRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit Harvest Centers: the centers a staff member may enter, removed one by one or added by company. */
export function StaffCentersDialog({ staff, onClose, onSaved }: StaffCentersDialogProps) {
  return (
    <Dialog open={staff !== null} onOpenChange={(open) => !open && onClose()} title="Edit Harvest Centers" description={staff ? staffName(staff) : undefined}>
      {staff && <StaffCentersForm key={staff.id} staff={staff} onSaved={onSaved} />}
    </Dialog>
  );
}

function StaffCentersForm({ staff, onSaved }: { staff: StaffRow; onSaved: (message: string) => void }) {
  const [chosen, setChosen] = useState<ChosenCenter[]>(staff.harvest_centers);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const { data: matches } = useCenterOptions(useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim());
  const options = unchosen(matches ?? [], chosen);
  const save = useUpdateStaffCenters();
  const { notification, showError } = useNotification();

  const add = () => {
    const center = options.find((option) => String(option.id) === picked);
    if (!center) return;
    setChosen((now) => withCenter(now, { id: center.id, company: center.company || center.username }));
    setPicked('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { staffId: staff.id, body: { staff_hc_ids: chosen.map((center) => center.id) } },
      { onSuccess: () => onSaved(RECORD_UPDATED), onError: (error) => showError(errorMessage(error)) },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="details-section">
        <legend className="details-section-title">Harvest Centers</legend>
        {chosen.length === 0 ? (
          <p className="field-hint">No harvest center: this staff member cannot enter any.</p>
        ) : (
          <ul className="chosen-list" aria-label="Chosen harvest centers">
            {chosen.map((center) => (
              <li key={center.id}>
                <span>{center.company || `#${center.id}`}</span>
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={`Remove ${center.company || `#${center.id}`}`}
                  onClick={() => setChosen((now) => now.filter((c) => c.id !== center.id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="form-grid">
        <Input label="Find Harvest Center" type="search" autoComplete="off" maxLength={100} placeholder="Company" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select label="Harvest Center" value={picked} onChange={(e) => setPicked(e.target.value)}>
          <option value="">Choose a harvest center</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.company || option.username}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button variant="secondary" onClick={add} disabled={!picked}>
          Add Harvest Center
        </Button>
      </div>
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={save.isPending} />
    </form>
  );
}
