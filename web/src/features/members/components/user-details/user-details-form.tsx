import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberView } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Notification } from '../../../../components/ui/notification';
import { USER_UPDATED_NOTIFICATION_MS } from '../../../../config/constants';
import { useNotification } from '../../../../hooks/use-notification';
import { errorMessage } from '../../../../lib/api-client';
import { useMemberships, useUserTags } from '../../api/get-filter-options';
import { useSendResetCode } from '../../api/set-user-password';
import { useUpdateUserDetails } from '../../api/update-user-details';
import { displayName } from '../../../../lib/member-options';
import {
  isPatient,
  toUserDetailsUpdate,
  toUserDetailsValues,
  userDetailsSchema,
  userUpdatedMessage,
  userUpdateFailedMessage,
  type UserDetailsValues,
} from '../../utils/user-details-form';
import { AccountFacts } from './account-facts';
import { ChangePasswordDialog } from './change-password-dialog';
import { ContactSection } from './contact-section';
import { IdCheckboxesSection } from './id-checkboxes-section';
import { LinksSection } from './links-section';
import { PatientProcessSection } from './patient-process-section';
import { TwoFactorFact } from './two-factor-fact';

interface UserDetailsFormProps {
  member: MemberView;
  onClose: () => void;
  /** A patient's vials, as the route composes them (the vials are another feature). */
  patientVials?: (memberId: number) => ReactNode;
}

/**
 * The User Details form: Save sends only what changed. The success message stays 2.5 s and the
 * form starts again from the member as saved; the password tools sit beside it.
 */
export function UserDetailsForm({ member, onClose, patientVials }: UserDetailsFormProps) {
  const [initial, setInitial] = useState<UserDetailsValues>(() => toUserDetailsValues(member));
  // The rules check what Save would send, so they read the values the form started from (the context).
  const form = useForm<UserDetailsValues, UserDetailsValues>({
    resolver: (values, start, options) => zodResolver(userDetailsSchema(start ?? initial))(values, start, options),
    context: initial,
    defaultValues: initial,
  });
  const { data: memberships } = useMemberships();
  const { data: tags } = useUserTags();
  const update = useUpdateUserDetails();
  const resetCode = useSendResetCode();
  const [changingPassword, setChangingPassword] = useState(false);
  const { notification, showError, showSuccess } = useNotification({ success: USER_UPDATED_NOTIFICATION_MS });
  const { errors, isSubmitted } = form.formState;
  const ids = (name: 'memberships' | 'tags') => (value: string[]) => form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: member.id, body: toUserDetailsUpdate(values, initial) },
      {
        onSuccess: ({ user }) => {
          const saved = toUserDetailsValues(user);
          setInitial(saved);
          form.reset(saved);
          showSuccess(userUpdatedMessage(user));
        },
        onError: (error) => showError(userUpdateFailedMessage(error)),
      },
    ),
  );

  const sendResetCode = () =>
    resetCode.mutate(
      { user_id: member.id, user_name: displayName(member) },
      { onSuccess: ({ message }) => showSuccess(message), onError: (error) => showError(errorMessage(error)) },
    );

  return (
    <>
      <form className="form user-details" onSubmit={submit} noValidate>
        <AccountFacts member={member}>
          <TwoFactorFact member={member} onReset={showSuccess} onFailed={showError} />
        </AccountFacts>
        <ContactSection form={form} />
        <IdCheckboxesSection
          title="Memberships"
          items={memberships}
          value={form.watch('memberships')}
          onChange={ids('memberships')}
          error={errors.memberships?.message}
        />
        <IdCheckboxesSection title="Tags" items={tags} value={form.watch('tags')} onChange={ids('tags')} />
        <LinksSection form={form} />
        {isPatient(form.watch('memberships')) && <PatientProcessSection form={form} />}
        {/* The ledger belongs to the member as saved: ticking Patient here does not make one yet. */}
        {isPatient(member.membership.map((m) => m.id)) && patientVials?.(member.id)}
        {notification && <Notification {...notification} />}
        <div className="dialog-actions dialog-actions--split">
          <Button variant="secondary" onClick={() => setChangingPassword(true)}>
            Change Password
          </Button>
          <Button variant="secondary" isLoading={resetCode.isPending} onClick={sendResetCode}>
            Send Reset Code
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
      <ChangePasswordDialog
        open={changingPassword}
        memberId={member.id}
        onClose={() => setChangingPassword(false)}
        onChanged={(message) => {
          setChangingPassword(false);
          showSuccess(message);
        }}
      />
    </>
  );
}
