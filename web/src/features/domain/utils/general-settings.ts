import {
  ADMIN_FORM_PASSWORD_SHORT,
  BRANDING_FAVICON_MAX_BYTES,
  BRANDING_FAVICON_TYPES,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_TYPES,
  BRANDING_NOT_IMAGE,
  DomainSettingsFields,
  FAVICON_NOT_IMAGE,
  FAVICON_TOO_LARGE,
  IDLE_SIGN_OUT_DEFAULT_MINUTES,
  LOGO_FILE_TOO_LARGE,
  senderAddress,
  TWO_FACTOR_GROUPS,
  type DomainConfig,
} from '@portal/contracts';
import { z } from 'zod';

/** What the pickers offer; the server reads the bytes again, whatever the browser says. */
export const LOGO_ACCEPT = BRANDING_LOGO_TYPES.join(',');
export const FAVICON_ACCEPT = [...BRANDING_FAVICON_TYPES, '.ico'].join(',');

/** The chosen file of a file input (a FileList), or a File as it is; none when nothing is chosen. */
export function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value.size || value.name ? value : undefined;
  if (value && typeof value === 'object' && 'length' in value) {
    const first = (value as ArrayLike<unknown>)[0];
    return first instanceof File ? first : undefined;
  }
  return undefined;
}

/** An optional image: checked by the type the browser reports and by size before it is sent. */
const image = (types: readonly string[], max: number, notImage: string, tooLarge: string, ico = false) =>
  z.preprocess(
    chosenFile,
    z
      .instanceof(File)
      .refine((file) => types.includes(file.type.toLowerCase()) || (ico && /\.ico$/i.test(file.name)), notImage)
      .refine((file) => file.size > 0, 'The file is empty. Choose an image file.')
      .refine((file) => file.size <= max, tooLarge)
      .optional(),
  );

/**
 * General Settings as the form holds it (spec §5 White label): a logo and a favicon only when a new
 * one is chosen, the password only while 'update password' is on, title and sender required, the
 * notification addresses optional and comma separated, the description optional, the idle sign-out
 * minutes (5 to 60) whole, the groups that must use two-factor sign-in.
 */
export const generalSettingsSchema = z
  .object({
    logo: image(BRANDING_LOGO_TYPES, BRANDING_LOGO_MAX_BYTES, BRANDING_NOT_IMAGE, LOGO_FILE_TOO_LARGE),
    favicon: image(BRANDING_FAVICON_TYPES, BRANDING_FAVICON_MAX_BYTES, FAVICON_NOT_IMAGE, FAVICON_TOO_LARGE, true),
    update_password: z.boolean(),
    admin_form_password: z.string(),
    name: DomainSettingsFields.shape.name,
    email_sender: DomainSettingsFields.shape.email_sender,
    email_notifications: DomainSettingsFields.shape.email_notifications,
    description: DomainSettingsFields.shape.description,
    idle_sign_out_minutes: z.string().pipe(DomainSettingsFields.shape.idle_sign_out_minutes.unwrap()),
    /** The checked groups of "Require two-factor sign-in for" (a checkbox each; none checked is an empty list). */
    two_factor_required_for: z.preprocess((v) => (Array.isArray(v) ? v : v ? [v] : []), z.array(z.enum(TWO_FACTOR_GROUPS))),
  })
  .superRefine((form, ctx) => {
    if (!form.update_password) return;
    const checked = DomainSettingsFields.shape.admin_form_password.safeParse(form.admin_form_password);
    if (!checked.success || !form.admin_form_password) {
      ctx.addIssue({ code: 'custom', path: ['admin_form_password'], message: checked.error?.issues[0]?.message ?? ADMIN_FORM_PASSWORD_SHORT });
    }
  });

export type GeneralSettingsValues = z.input<typeof generalSettingsSchema>;
export type GeneralSettingsData = z.output<typeof generalSettingsSchema>;

/** The form filled from the domain's configuration; the password field empty and locked. */
export function generalSettingsDefaults(config: DomainConfig | undefined): GeneralSettingsValues {
  return {
    logo: undefined,
    favicon: undefined,
    update_password: false,
    admin_form_password: '',
    name: config?.domain.name ?? '',
    email_sender: config ? senderAddress(config.email_sender) : '',
    email_notifications: config?.email_notifications ?? '',
    description: config?.description ?? '',
    idle_sign_out_minutes: String(config?.idle_sign_out_minutes ?? IDLE_SIGN_OUT_DEFAULT_MINUTES),
    two_factor_required_for: config?.two_factor_required_for ?? [],
  };
}

/** The multipart body of PATCH domain/config/{id}/: the fields, the password only when updated, each image only when chosen. */
export function toDomainUpdateForm(data: GeneralSettingsData): FormData {
  const form = new FormData();
  form.append('name', data.name);
  form.append('email_sender', data.email_sender);
  form.append('email_notifications', data.email_notifications);
  form.append('description', data.description);
  form.append('idle_sign_out_minutes', String(data.idle_sign_out_minutes));
  form.append('two_factor_required_for', data.two_factor_required_for.join(','));
  if (data.update_password) form.append('admin_form_password', data.admin_form_password);
  if (data.logo) form.append('logo', data.logo, data.logo.name);
  if (data.favicon) form.append('favicon', data.favicon, data.favicon.name);
  return form;
}
