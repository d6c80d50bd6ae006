import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessage } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

/** Got a Question (spec §2, §5): sent to the domain's support address; the form empties once sent. */
export function ContactForm() {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ContactMessage),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const send = useSendContactMessage();
  const { notification, showError, showSuccess } = useNotification();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        reset();
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

  return (
    <form className="form form--medium" onSubmit={submit} noValidate>
      <Input label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Input label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Input label="Phone Number" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <Textarea label="Message" rows={6} required error={errors.message?.message} {...register('message')} />
      {notification && <Notification {...notification} />}
      <Button type="submit" isLoading={send.isPending}>
        Submit
      </Button>
    </form>
  );
}
