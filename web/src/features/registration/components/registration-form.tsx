import { zodResolver } from '@hookform/resolvers/zod';
import { isCenterPage, registrationFormFor, registrationPages, ZIP_HINT, type RegistrationForm, type RegistrationPage } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useDomainConfig } from '../../../lib/domain-config';
import { useEmailExists } from '../api/check-email';
import { registrationPaths, useRegister } from '../api/register';
import { useRegistrationTemplates, useStartRegistrationSigning } from '../api/registration-signing';
import { EMAIL_TAKEN, emptyRegistration, pageFields, registrationPayload, templateTypeOf, typedEmail } from '../utils/registration-form';
import { SigningStep, signingProgress, type SignedDocument } from './registration-signing';

/** The spec's wait before an e-mail typed is checked (spec §9 search debounce). */
const EMAIL_CHECK_DEBOUNCE_MS = 700;

interface RegistrationFormViewProps {
  page: RegistrationPage;
  /** The link's sales rep (srid), harvest center (hcid) and invitation token (invite). */
  links: { salesRepId?: number; hcId?: number; invite?: string };
  /** The admin page's accepted gate password, sent again with the registration. */
  adminPassword?: string;
  successMessage?: string;
  /** What a refusal says instead of the server's message (the admin page, spec §8). */
  failureMessage?: string;
}

/**
 * A public registration page's form (spec §2, §5): the person's own password, the address and
 * clinic where the page needs them, the e-mail checked as it is typed. Center pages first sign
 * each active registration template (Next, the frame, n/total), then Submit. On success a dialog
 * gives the server's message and the form is cleared.
 */
export function RegistrationFormView({ page, links, adminPassword, successMessage, failureMessage }: RegistrationFormViewProps) {
  const fields = pageFields(page);
  const { register, handleSubmit, formState, reset, watch, trigger, getValues } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormFor(page)),
    defaultValues: emptyRegistration,
  });
  const { errors } = formState;
  const emailTaken = useEmailExists(typedEmail(useDebouncedValue(watch('email'), EMAIL_CHECK_DEBOUNCE_MS))).data === true;
  const domainId = useDomainConfig().data?.domain.id;
  const templates = useRegistrationTemplates(domainId, templateTypeOf(page), isCenterPage(page)).data ?? [];
  const [signed, setSigned] = useState<SignedDocument[]>([]);
  const [current, setCurrent] = useState<{ documentId: string; link: string; title: string } | null>(null);
  const start = useStartRegistrationSigning();
  const send = useRegister(registrationPaths[page]);
  const { notification, showError } = useNotification();
  const [done, setDone] = useState<string | null>(null);
  const toSign = templates.length - signed.length;

  const onSigned = useCallback((doc: SignedDocument) => {
    setSigned((now) => (now.some((d) => d.doc_id === doc.doc_id) ? now : [...now, doc]));
    setCurrent(null);
  }, []);

  const next = async () => {
    if (!(await trigger()) || emailTaken) return;
    const template = templates[signed.length];
    if (!template) return;
    const { first_name, last_name, email } = getValues();
    start.mutate(
      {
        name: `${first_name} ${last_name}`.trim(),
        email,
        template_id: template.template_id,
        saless_rep_id: links.salesRepId,
        hc_id: links.hcId,
        invite: links.invite,
      },
      {
        onSuccess: (answer) => setCurrent({ documentId: answer.document_id, link: answer.sign_link, title: template.title }),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  const submit = handleSubmit((values) => {
    if (emailTaken || toSign > 0) return;
    const body = registrationPayload(page, values, { ...links, documents: signed });
    send.mutate(adminPassword === undefined ? body : { ...body, admin_form_password: adminPassword }, {
      onSuccess: (answer) => {
        reset(emptyRegistration);
        setSigned([]);
        setDone(successMessage ?? answer.message);
      },
      onError: (error) => showError(failureMessage ?? errorMessage(error)),
    });
  });

  return (
    <form className="form registration-form" onSubmit={submit} noValidate aria-label={registrationPages[page].title}>
      <div className="form-grid">
        <Input label="First Name" autoComplete="given-name" required error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" autoComplete="family-name" required error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message ?? (emailTaken ? EMAIL_TAKEN : undefined)}
        {...register('email')}
      />
      <Input label="Password" type="password" autoComplete="new-password" required error={errors.password?.message} {...register('password')} />
      {fields.clinic && (
        <div className="form-grid">
          <Input label="Clinic Name" autoComplete="organization" required error={errors.company?.message} {...register('company')} />
          <Input label="Clinic Phone" type="tel" autoComplete="tel" required error={errors.phone_number?.message} {...register('phone_number')} />
        </div>
      )}
      {fields.phone && <Input label="Phone" type="tel" autoComplete="tel" error={errors.phone_number?.message} {...register('phone_number')} />}
      {fields.address && (
        <>
          <Input
            label="Address Line 1"
            autoComplete="address-line1"
            required={fields.addressRequired}
            error={errors.address1?.message}
            {...register('address1')}
          />
          <Input label="Address Line 2" autoComplete="address-line2" error={errors.address2?.message} {...register('address2')} />
          <div className="form-grid">
            <Input label="City" autoComplete="address-level2" required={fields.addressRequired} error={errors.city?.message} {...register('city')} />
            <Input
              label="State"
              autoComplete="address-level1"
              required={fields.addressRequired}
              error={errors.state_desc?.message}
              {...register('state_desc')}
            />
          </div>
          <div className="form-grid">
            <Input
              label="Country"
              autoComplete="country-name"
              required={fields.addressRequired}
              error={errors.country_desc?.message}
              {...register('country_desc')}
            />
            <Input
              label="Postal Code"
              autoComplete="postal-code"
              required={fields.zipRequired}
              hint={fields.zipHint ? ZIP_HINT : undefined}
              error={errors.zip_code?.message}
              {...register('zip_code')}
            />
          </div>
        </>
      )}
      {templates.length > 0 && (
        <section className="registration-documents" aria-label="Documents to sign">
          <p className="field-hint">
            Signed documents: <strong>{signingProgress(signed.length, templates.length)}</strong>
          </p>
          <SigningStep current={current} onSigned={onSigned} />
        </section>
      )}
      {notification && <Notification {...notification} />}
      <div className="registration-actions">
        {toSign > 0 && (
          <Button variant="secondary" onClick={() => void next()} disabled={current !== null} isLoading={start.isPending}>
            Next
          </Button>
        )}
        <Button type="submit" disabled={toSign > 0} isLoading={send.isPending}>
          Submit
        </Button>
      </div>
      <ResultDialog title={registrationPages[page].title} message={done} onClose={() => setDone(null)} withLoginPage />
    </form>
  );
}
