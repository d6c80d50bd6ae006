import { ACCESS_NOT_ALLOWED, ADMIN_CREATED, ADMIN_FAILED } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { ApiError } from '../../../lib/api-client';
import { useDomainConfig } from '../../../lib/domain-config';
import { useValidateAdminPassword } from '../api/validate-admin-password';
import { RegistrationFormView } from './registration-form';
import { RegistrationLayout } from './registration-page';

/** The admin page's lock: the domain's admin form password opens the form (attempts are limited per address). */
function AdminGate({ onAccepted }: { onAccepted: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const validate = useValidateAdminPassword(useDomainConfig().data?.domain.id);
  const { notification, showError } = useNotification();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    validate.mutate(password, {
      onSuccess: (answer) => (answer.success ? onAccepted(password) : showError(ACCESS_NOT_ALLOWED)),
      onError: (error) => showError(error instanceof ApiError && error.status === 429 ? error.message : ACCESS_NOT_ALLOWED),
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Admin access">
      <Input label="Admin Form Password" type="password" autoComplete="off" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {notification && <Notification {...notification} />}
      <Button type="submit" isLoading={validate.isPending} disabled={!password}>
        Continue
      </Button>
    </form>
  );
}

/** New Admin (/admin-registration-process): locked until the domain's admin form password is accepted (spec §2, §6, §8). */
export function AdminRegistration() {
  const [password, setPassword] = useState<string | null>(null);
  return (
    <RegistrationLayout page="admin">
      {password === null ? (
        <AdminGate onAccepted={setPassword} />
      ) : (
        <RegistrationFormView page="admin" links={{}} adminPassword={password} successMessage={ADMIN_CREATED} failureMessage={ADMIN_FAILED} />
      )}
    </RegistrationLayout>
  );
}
