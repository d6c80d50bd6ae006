import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';
import { useAddTeamMember } from '../api/add-team-member';
import { TeamMemberForm, teamKinds, teamMemberPayload, type TeamKind } from '../utils/team-member';

/**
 * Add Sales Rep (a manager) and Add Sales Manager (a distributor): the new member joins the acting
 * member's team and gets an invitation with a temporary password. On success the form is cleared
 * and a dialog gives the server's message; a refusal shows it in a red notification (spec §8).
 */
export function AddTeamMemberForm({ kind }: { kind: TeamKind }) {
  const leader = { id: useActingMemberId(), plan: planOf(useUser()) };
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(TeamMemberForm),
    defaultValues: { first_name: '', last_name: '', email: '' },
  });
  const add = useAddTeamMember(kind);
  const { notification, showError } = useNotification();
  const [added, setAdded] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    add.mutate(teamMemberPayload(kind, values, leader), {
      onSuccess: ({ message }) => {
        reset();
        setAdded(message);
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

  return (
    <form className="form form--medium" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Input label="First Name" autoComplete="off" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" autoComplete="off" required error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
      {notification && <Notification {...notification} />}
      <Button type="submit" isLoading={add.isPending}>
        Submit
      </Button>
      <ResultDialog title={teamKinds[kind].title} message={added} onClose={() => setAdded(null)} withDashboard />
    </form>
  );
}
