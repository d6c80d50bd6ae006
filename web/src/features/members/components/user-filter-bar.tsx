import type { ChangeEvent, ReactNode } from 'react';
import { ProductSelect } from '../../../components/product-select';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useMemberships, useUserTags } from '../api/get-filter-options';
import { SEARCH_MAX_LENGTH, type UserFilters } from '../utils/list-query';

interface UserFilterBarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  /** Controls at the end of the bar, such as Export CSV. */
  actions?: ReactNode;
}

/** Spec §5: text over id, full name, e-mail or company, combined with a membership, a tag and a product bought. */
export function UserFilterBar({ filters, onChange, actions }: UserFilterBarProps) {
  const { data: memberships } = useMemberships();
  const { data: tags } = useUserTags();
  const update = (name: keyof UserFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [name]: event.target.value });

  return (
    <div className="filter-bar">
      <Input
        label="Search"
        type="search"
        className="filter-bar-text"
        placeholder="ID, name, e-mail or company"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={filters.search}
        onChange={update('search')}
      />
      <Select label="Membership" value={filters.membership} onChange={update('membership')}>
        <option value="">All</option>
        {memberships?.map((membership) => (
          <option key={membership.id} value={membership.id}>
            {membership.name}
          </option>
        ))}
      </Select>
      <Select label="Tag" value={filters.tag} onChange={update('tag')}>
        <option value="">All</option>
        {tags?.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </Select>
      <ProductSelect value={filters.product} onChange={(product) => onChange({ ...filters, product })} />
      {actions && <div className="filter-bar-actions">{actions}</div>}
    </div>
  );
}
