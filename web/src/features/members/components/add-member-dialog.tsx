import { zodResolver } from '@hookform/resolvers/zod';
import { Membership, NewHarvestCenterRequest, NewMemberRequest, type MembershipId } from '@portal/contracts';
import { useRef } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { MemberPicker } from '../../../components/member-picker';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCreateHarvestCenter, useCreateMember } from '../api/create-member';
import { optionalId } from '../utils/add-member';

/** What an admin adds from the Users List. */
export type NewMemberKind = 'patient' | 'harvest-center';

/** The fields of either form: a center also has a company, and each links to another member. */
interface AddMemberValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  company?: string;
  subscription: number;
  harvest_center_id?: number;
  saless_rep_id?: number;
}

/**
 * Each kind's dialog (spec §2, §3, §6): its words, its schema, and the member it may link to. A
 * patient may be of a harvest center (whose sales rep it gets); a center, of subscription 4, has a
 * company and may have a sales rep.
 */
const kinds = {
  patient: {
    title: 'Add Patient',
    description: 'The patient receives a temporary password by e-mail.',
    schema: NewMemberRequest,
    membership: Membership.Patient,
    company: false,
    link: { field: 'harvest_center_id', label: 'Harvest Center', membership: Membership.HarvestCenter },
  },
  'harvest-center': {
    title: 'Add Harvest Center',
    description: 'The harvest center receives a temporary password by e-mail.',
    schema: NewHarvestCenterRequest,
    membership: Membership.HarvestCenter,
    company: true,
    link: { field: 'saless_rep_id', label: 'Sales Rep', membership: Membership.SalesRep },
  },
} as const satisfies Record<
  NewMemberKind,
  {
    title: string;
    description: string;
    schema: typeof NewMemberRequest | typeof NewHarvestCenterRequest;
    membership: MembershipId;
    company: boolean;
    link: { field: 'harvest_center_id' | 'saless_rep_id'; label: string; membership: MembershipId };
  }
>;

interface AddMemberDialogProps {
  /** The kind of member the dialog adds; closed while none. */
  kind: NewMemberKind | null;
  onClose: () => void;
  /** The server's message after the member was created, for the list's notification. */
  onAdded: (message: string) => void;
}

/** Add Patient and Add Harvest Center: the member gets a temporary password by e-mail. */
export function AddMemberDialog({ kind, onClose, onAdded }: AddMemberDialogProps) {
  // While it closes, the dialog keeps the words of the kind it showed.
  const last = useRef<NewMemberKind>(kind ?? 'patient');
  if (kind) last.current = kind;
  const shown = kinds[last.current];
  return (
    <Dialog open={kind !== null} onOpenChange={(isOpen) => !isOpen && onClose()} title={shown.title} description={shown.description}>
      {kind && <AddMemberForm key={kind} kind={kind} onAdded={onAdded} />}
    </Dialog>
  );
}

function AddMemberForm({ kind, onAdded }: { kind: NewMemberKind; onAdded: (message: string) => void }) {
  const { schema, membership, company, link } = kinds[kind];
  const { register, handleSubmit, formState, control } = useForm<AddMemberValues>({
    resolver: zodResolver(schema) as unknown as Resolver<AddMemberValues>,
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', ...(company ? { company: '' } : {}), subscription: membership },
  });
  const createMember = useCreateMember();
  const createCenter = useCreateHarvestCenter();
  const { notification, showError } = useNotification();
  const { errors } = formState;
  const callbacks = { onSuccess: ({ message }: { message: string }) => onAdded(message), onError: (error: Error) => showError(errorMessage(error)) };

  const submit = handleSubmit((values) => {
    // The resolver checked the values against the kind's own schema.
    if (kind === 'patient') createMember.mutate({ ...values, subscription: membership } as NewMemberRequest, callbacks);
    else createCenter.mutate(values as NewHarvestCenterRequest, callbacks);
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Input label="First Name" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" required error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label="Email" type="email" required error={errors.email?.message} {...register('email')} />
      <Input label="Phone Number" type="tel" inputMode="numeric" error={errors.phone_number?.message} {...register('phone_number')} />
      {company && <Input label="Company" autoComplete="organization" required error={errors.company?.message} {...register('company')} />}
      <Controller
        control={control}
        name={link.field}
        render={({ field, fieldState }) => (
          <MemberPicker
            label={link.label}
            membership={link.membership}
            value={optionalId(field.value) ?? null}
            onChange={(picked) => field.onChange(picked?.id)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {notification && <Notification {...notification} />}
      <FormDialogActions pending={createMember.isPending || createCenter.isPending} />
    </form>
  );
}
