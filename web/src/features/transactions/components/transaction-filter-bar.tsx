import { Membership } from '@portal/contracts';
import type { ChangeEvent, ReactNode } from 'react';
import { MemberPicker } from '../../../components/member-picker';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useProductOptions } from '../api/get-product-options';
import { dateErrors, MEMBER_FILTERS, NO_TRANSACTION_FILTERS, SEARCH_MAX_LENGTH, type TransactionFilters } from '../utils/list-query';

type MemberFilter = (typeof MEMBER_FILTERS)[number];

const memberFilters: Record<MemberFilter, { label: string; membership: number }> = {
  sales_rep_id: { label: 'Sales Rep', membership: Membership.SalesRep },
  sales_manager_id: { label: 'Sales Manager', membership: Membership.SalesManager },
  sales_distributor_id: { label: 'Sales Distributor', membership: Membership.SalesDistributor },
  harvest_center_id: { label: 'Harvest Center', membership: Membership.HarvestCenter },
  referral_harvest_center_id: { label: 'Referral Harvest Center', membership: Membership.ReferralHarvestCenter },
  patient_id: { label: 'Patient', membership: Membership.Patient },
};

interface TransactionFilterBarProps {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
  /** At the bar's end, such as the downloads. */
  actions?: ReactNode;
}

/**
 * The admin's filters (spec §7): the sales rep, manager, distributor, harvest center, referral
 * center and patient of the sale (each found by typing), the product, the days after and before,
 * and a search sent once longer than 3 characters.
 */
export function TransactionFilterBar({ filters, onChange, actions }: TransactionFilterBarProps) {
  const { data: products } = useProductOptions();
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  const text = (name: 'search' | 'product_id' | 'date_after' | 'date_before') => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set({ [name]: event.target.value });
  const dates = dateErrors(filters);

  return (
    <div className="transaction-filters">
      <div className="filter-bar transaction-main-filters">
        <Input
          label="Search"
          type="search"
          className="filter-bar-text"
          placeholder="ID, product, patient, center or sales team"
          hint="More than 3 characters"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={filters.search}
          onChange={text('search')}
        />
        <Select label="Product" value={filters.product_id} onChange={text('product_id')}>
          <option value="">All</option>
          {products?.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </Select>
        <Input label="Date After" type="date" value={filters.date_after} onChange={text('date_after')} error={dates.after} />
        <Input label="Date Before" type="date" value={filters.date_before} onChange={text('date_before')} error={dates.before} />
      </div>
      <div className="filter-bar transaction-member-filters">
        {MEMBER_FILTERS.map((name) => (
          <MemberPicker
            key={name}
            label={memberFilters[name].label}
            membership={memberFilters[name].membership}
            value={filters[name]}
            noneLabel="All"
            onChange={(member) => set({ [name]: member?.id ?? null })}
          />
        ))}
      </div>
      <div className="filter-bar">
        <Button variant="secondary" onClick={() => onChange(NO_TRANSACTION_FILTERS)}>
          Clear Filters
        </Button>
        {actions && <div className="filter-bar-actions">{actions}</div>}
      </div>
    </div>
  );
}
