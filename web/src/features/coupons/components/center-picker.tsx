import type { CouponView } from '@portal/contracts';
import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useCenterOptions } from '../api/get-options';

interface CenterPickerProps {
  /** The select value: a center's id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The coupon's center now, shown even when the matches leave it out. */
  current: CouponView['hc_desc'];
}

/**
 * The coupon's optional harvest center: type part of a company to narrow the choices (the newest
 * matches, a page at most), then choose one, or None.
 */
export function CenterPicker({ value, onChange, current }: CenterPickerProps) {
  const [search, setSearch] = useState('');
  const { data: centers } = useCenterOptions(useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim());
  const options = (centers ?? []).map((c) => ({ value: String(c.id), label: c.company || c.username }));
  if (current && value === String(current.id) && !options.some((o) => o.value === value)) options.unshift({ value, label: current.company || `#${value}` });
  return (
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
      <Select label="Harvest Center" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">None</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
