import { Membership } from '@portal/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Select } from '../../../../components/ui/select';
import { useMemberOptions } from '../../api/get-member-options';
import { salesRepForCenter, withCurrentOption } from '../../utils/member-options';
import type { LinkKey, UserDetailsValues } from '../../utils/user-details-form';

const LINKS: readonly { name: LinkKey; label: string; membership: number }[] = [
  { name: 'harvest_center_id', label: 'Harvest Center', membership: Membership.HarvestCenter },
  { name: 'referral_harvest_center_id', label: 'Referral Harvest Center', membership: Membership.ReferralHarvestCenter },
  { name: 'saless_rep_id', label: 'Sales Rep', membership: Membership.SalesRep },
  { name: 'sales_manager_id', label: 'Sales Manager', membership: Membership.SalesManager },
  { name: 'sales_distributor_id', label: 'Sales Distributor', membership: Membership.SalesDistributor },
  { name: 'lab_id', label: 'Lab', membership: Membership.Lab },
];

type Form = UseFormReturn<UserDetailsValues>;

/** Links to other members; the empty option clears one. */
export function LinksSection({ form }: { form: Form }) {
  return (
    <fieldset className="details-section">
      <legend className="details-section-title">Links</legend>
      <div className="form-grid">
        {LINKS.map((link) => (
          <LinkSelect key={link.name} form={form} {...link} />
        ))}
      </div>
    </fieldset>
  );
}

function LinkSelect({ form, name, label, membership }: { form: Form; name: LinkKey; label: string; membership: number }) {
  const { data: options } = useMemberOptions(membership);
  const current = form.watch(name);
  // Spec §4: choosing a harvest center brings its sales rep along (the server does the same).
  const onChange =
    name === 'harvest_center_id'
      ? (event: { target: { value: string } }) => {
          const rep = salesRepForCenter(options, event.target.value);
          if (rep) form.setValue('saless_rep_id', rep, { shouldDirty: true });
        }
      : undefined;
  return (
    <Select label={label} {...form.register(name, { onChange })}>
      <option value="">None</option>
      {withCurrentOption(options, current).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
