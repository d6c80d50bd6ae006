import type { MemberRow } from '@portal/contracts';
import { useState } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePatientOptions } from '../api/get-patient-options';

interface PatientPickerProps {
  /** The API path of the buyer's patients (a center's, or a referral center's referred ones). */
  path: string | undefined;
  value: number | null;
  onChange: (patientId: number | null) => void;
  required: boolean;
}

const patientLabel = (patient: Pick<MemberRow, 'username' | 'first_name' | 'last_name' | 'email'>) =>
  patient.username || `${patient.first_name} ${patient.last_name}`.trim() || patient.email;

/** The patient the purchase is for, found by typing part of a name, e-mail or id among the buyer's patients. */
export function PatientPicker({ path, value, onChange, required }: PatientPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const matches = usePatientOptions(path, settled, open);
  const [picked, setPicked] = useState<MemberRow | null>(null);
  const page = matches.data;
  const items = page?.results ?? [];
  return (
    <Combobox
      label={required ? 'Patient (required)' : 'Patient'}
      items={items}
      itemKey={(patient) => String(patient.id)}
      itemLabel={patientLabel}
      itemHint={(patient) => `#${patient.id} ${patient.email}`}
      value={value === null ? null : String(value)}
      valueLabel={picked && picked.id === value ? patientLabel(picked) : value === null ? '' : `#${value}`}
      onChange={(patient) => {
        setPicked(patient);
        onChange(patient?.id ?? null);
      }}
      onSearch={setSearch}
      onOpenChange={setOpen}
      // Where a patient is required, none is not a choice (it only led to 'Please select a patient').
      noneLabel={required ? undefined : 'No patient'}
      placeholder={required ? 'Type a name, e-mail or ID' : 'No patient'}
      loading={search.trim() !== settled || matches.isPending || matches.isPlaceholderData}
      note={
        page && page.count > items.length
          ? `${items.length} of ${page.count}${page.count_at_least ? ' or more' : ''} shown: type more to narrow them down`
          : undefined
      }
    />
  );
}
