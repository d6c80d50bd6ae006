import { useState, type FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useNotification } from '../../hooks/use-notification';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormDialogActions } from '../ui/form-dialog-actions';
import { Input } from '../ui/input';
import { Notification } from '../ui/notification';
import { Select } from '../ui/select';
import { centerLabel, unchosen, withCenter, type ChosenCenter } from './chosen-centers';
import { useCenterOptions } from './use-center-options';
import './centers-dialog.css';

export interface CentersDialogSubject {
  id: number;
  /** Who the centers are edited for, under the title. */
  name: string;
  centers: ChosenCenter[];
}

interface CentersDialogProps {
  /** Whose centers are edited; the dialog is closed without one. */
  subject: CentersDialogSubject | null;
  /** What an empty choice means for the subject. */
  emptyText: string;
  pending: boolean;
  /** Saves the chosen centers' ids; a rejection's message shows in the dialog for 3 s. */
  onSave: (centerIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/** Edit Harvest Centers: the harvest centers of a staff member or a referral center, removed one by one or added by company. */
export function CentersDialog({ subject, emptyText, pending, onSave, onClose }: CentersDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()} title="Edit Harvest Centers" description={subject?.name}>
      {subject && <CentersForm key={subject.id} subject={subject} emptyText={emptyText} pending={pending} onSave={onSave} />}
    </Dialog>
  );
}

function CentersForm({ subject, emptyText, pending, onSave }: Omit<CentersDialogProps, 'onClose' | 'subject'> & { subject: CentersDialogSubject }) {
  const [chosen, setChosen] = useState<ChosenCenter[]>(subject.centers);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const { data: matches } = useCenterOptions(useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim());
  const options = unchosen(matches ?? [], chosen);
  const { notification, showError } = useNotification();

  const add = () => {
    const center = options.find((option) => String(option.id) === picked);
    if (!center) return;
    setChosen((now) => withCenter(now, { id: center.id, company: center.company || center.username }));
    setPicked('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(chosen.map((center) => center.id)).catch((error: unknown) => showError(errorMessage(error)));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="details-section">
        <legend className="details-section-title">Harvest Centers</legend>
        {chosen.length === 0 ? (
          <p className="field-hint">{emptyText}</p>
        ) : (
          <ul className="chosen-list" aria-label="Chosen harvest centers">
            {chosen.map((center) => (
              <li key={center.id}>
                <span>{centerLabel(center)}</span>
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={`Remove ${centerLabel(center)}`}
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
        <Input
          label="Find Harvest Center"
          type="search"
          autoComplete="off"
          maxLength={100}
          placeholder="Company"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
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
      <FormDialogActions pending={pending} />
    </form>
  );
}
