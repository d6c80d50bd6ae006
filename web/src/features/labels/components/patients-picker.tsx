import { FEDEX_MAX_PATIENTS } from '@portal/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePatientOptions } from '../api/get-patient-options';
import type { PatientChoice } from '../utils/label-form';
import '../labels.css';

interface PatientsPickerProps {
  centerId: number;
  /** A referral center ships the patients it referred. */
  referral: boolean;
  value: PatientChoice[];
  onChange: (patients: PatientChoice[]) => void;
  error?: string;
}

/**
 * The center's patients to ship: type part of a name or e-mail to find one of its own patients
 * (the server answers a page of matches), choose it to add it; each chosen patient can be removed.
 */
export function PatientsPicker({ centerId, referral, value, onChange, error }: PatientsPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const matches = usePatientOptions(centerId, referral, settled, open);
  const chosen = new Set(value.map((p) => p.id));
  const items = (matches.data ?? []).filter((p) => !chosen.has(p.id));
  const full = value.length >= FEDEX_MAX_PATIENTS;
  return (
    <div>
      <Combobox
        label="Patients to Ship"
        items={full ? [] : items}
        itemKey={(p) => String(p.id)}
        itemLabel={(p) => p.username || p.email}
        itemHint={(p) => p.email}
        value={null}
        valueLabel=""
        onChange={(p) => p && !full && onChange([...value, { id: p.id, name: p.username || p.email }])}
        onSearch={setSearch}
        onOpenChange={setOpen}
        loading={search.trim() !== settled || matches.isPending || matches.isPlaceholderData}
        note={full ? `At most ${FEDEX_MAX_PATIENTS} patients a request.` : undefined}
        error={error}
      />
      {value.length > 0 && (
        <ul className="chip-list" aria-label="Chosen patients">
          {value.map((p) => (
            <li key={p.id} className="chip">
              {p.name}
              <Button
                variant="secondary"
                className="button--small"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== p.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
