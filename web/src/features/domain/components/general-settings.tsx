import { zodResolver } from '@hookform/resolvers/zod';
import { TWO_FACTOR_ALWAYS, TWO_FACTOR_ALWAYS_HINT, TWO_FACTOR_GROUP_LABELS, TWO_FACTOR_GROUPS, type DomainConfig } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Textarea } from '../../../components/ui/textarea';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateDomain } from '../api/update-domain';
import { FAVICON_ACCEPT, generalSettingsDefaults, generalSettingsSchema, LOGO_ACCEPT, toDomainUpdateForm } from '../utils/general-settings';
import '../domain.css';

/** The current image, or a placeholder when there is none or it cannot be shown. */
function CurrentImage({ src, alt, className }: { src: string | null | undefined; alt: string; className: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || src === broken) return <div className="branding-placeholder">{src ? 'The image could not be loaded' : 'No image yet'}</div>;
  return <img className={className} src={src} alt={alt} onError={() => setBroken(src)} />;
}

/**
 * General Settings (spec §2 White Label Settings): the domain's logo and favicon, the admin form
 * password behind its 'update password' toggle, title, sender, notification addresses and
 * description. Once saved, the page reloads with the new configuration; a refusal shows the
 * server's message for 3 s.
 */
export function GeneralSettings({ config }: { config: DomainConfig }) {
  const titleId = useId();
  const update = useUpdateDomain(config.domain.id);
  const { notification, showError } = useNotification();
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: generalSettingsDefaults(config),
  });
  const { errors } = formState;
  const updatePassword = watch('update_password');

  const submit = handleSubmit((data) =>
    update.mutate(toDomainUpdateForm(data), {
      onSuccess: ({ id }) => {
        if (id) window.location.reload();
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        General Settings
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <div className="branding-images">
          <div className="branding-image">
            <CurrentImage src={config.logo} alt={`${config.domain.name} logo`} className="branding-logo" />
            <Input
              label="Logo"
              type="file"
              accept={LOGO_ACCEPT}
              hint="PNG, JPEG, GIF or WebP, up to 2 MB."
              error={errors.logo?.message}
              {...register('logo')}
            />
          </div>
          <div className="branding-image">
            <CurrentImage src={config.favicon} alt={`${config.domain.name} favicon`} className="branding-favicon" />
            <Input
              label="Favicon"
              type="file"
              accept={FAVICON_ACCEPT}
              hint="PNG, ICO, JPEG, GIF or WebP, up to 512 KB."
              error={errors.favicon?.message}
              {...register('favicon')}
            />
          </div>
        </div>
        <Checkbox label="update password" {...register('update_password')} />
        <Input
          label="Admin Form Password"
          type="password"
          autoComplete="new-password"
          disabled={!updatePassword}
          required={updatePassword}
          hint="Unlocks the New Admin registration page. Stored as a hash; it is never shown again."
          error={errors.admin_form_password?.message}
          {...register('admin_form_password')}
        />
        <Input label="Title" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Input label="Email Sender" type="email" required autoComplete="off" error={errors.email_sender?.message} {...register('email_sender')} />
        <Input
          label="Email Notifications"
          autoComplete="off"
          hint="Comma separated. When empty, notifications go to the sender."
          error={errors.email_notifications?.message}
          {...register('email_notifications')}
        />
        <Textarea label="Org Description" rows={3} error={errors.description?.message} {...register('description')} />
        <Input
          label="Idle sign-out (minutes)"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          hint="Members are signed out after this many minutes without activity, from 5 to 60; they are warned a minute before."
          error={errors.idle_sign_out_minutes?.message}
          {...register('idle_sign_out_minutes')}
        />
        <fieldset className="field checkbox-group">
          <legend className="field-label">Require two-factor sign-in for</legend>
          <p className="field-hint">
            Members of these memberships without it set up an authenticator app right after their password, before any screen with data.
          </p>
          {TWO_FACTOR_GROUPS.map((group) =>
            TWO_FACTOR_ALWAYS.includes(group) ? (
              // Locked on: not a field of the form (the server keeps it whatever is sent).
              <Checkbox key={group} label={TWO_FACTOR_GROUP_LABELS[group]} checked disabled readOnly hint={TWO_FACTOR_ALWAYS_HINT} />
            ) : (
              <Checkbox key={group} label={TWO_FACTOR_GROUP_LABELS[group]} value={group} {...register('two_factor_required_for')} />
            ),
          )}
        </fieldset>
        {notification && <Notification {...notification} />}
        <div className="form-actions">
          <Button type="submit" isLoading={update.isPending || update.isSuccess}>
            Update Domain Information
          </Button>
        </div>
      </form>
    </section>
  );
}
