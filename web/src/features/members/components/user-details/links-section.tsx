import { Membership } from '@portal/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { optionalId } from '../../utils/add-member';
import type { LinkKey, UserDetailsValues } from '../../utils/user-details-form';
import { MemberPicker } from '../../../../components/member-picker';

const LINKS: readonly { name: LinkKey; label: string; membership: number }[] = [
  { name: 'harvest_center_id', label: 'Harvest Center', membership: Membership.HarvestCenter },
  { name: 'referral_harvest_center_id', label: 'Referral Harvest Center', membership: Membership.ReferralHarvestCenter },
  { name: 'saless_rep_id', label: 'Sales Rep', membership: Membership.SalesRep },
  { name: 'sales_manager_id', label: 'Sales Manager', membership: Membership.SalesManager },
  { name: 'sales_distributor_id', label: 'Sales Distributor', membership: Membership.SalesDistributor },
  { name: 'lab_id', label: 'Lab', membership: Membership.Lab },
];

type Form = UseFormReturn<UserDetailsValues>;

/** Links to other members, each found by typing; None clears one. */
export function LinksSection({ form }: { form: Form }) {
  return (
    <fieldset className="details-section">
      <legend className="details-section-title">Links</legend>
      <div className="form-grid">
        {LINKS.map(({ name, label, membership }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <MemberPicker
                label={label}
                membership={membership}
                value={optionalId(field.value) ?? null}
                onChange={(member) => {
                  field.onChange(member ? String(member.id) : '');
                  // Spec §4: choosing a harvest center brings its sales rep along (the server does the same).
                  if (name === 'harvest_center_id' && member?.saless_rep_id)
                    form.setValue('saless_rep_id', String(member.saless_rep_id), { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
