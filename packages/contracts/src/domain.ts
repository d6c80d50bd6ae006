import { z } from 'zod';
import { emailAddress, FORBIDDEN_CHARACTERS, SINGLE_LINE_TEXT, text, tooLong } from './primitives';
import { TWO_FACTOR_GROUPS, TwoFactorGroupsField } from './two-factor';

/** A white-label domain's identifier: the first label of its host name and the `Domain` header. */
export const DomainIdentifier = z
  .string()
  .min(2)
  .max(40, tooLong(40))
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes only');

/** The public configuration of a domain, cached by the SPA and compared on every navigation. */
export const DomainConfig = z.object({
  domain: z.object({ id: z.number().int(), identifier: z.string(), name: z.string(), url: z.string() }),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  email_sender: z.string(),
  description: z.string(),
  email_notifications: z.string(),
  /** Minutes without activity after which a session is signed out (the SPA warns a minute before; the API refuses the token). */
  idle_sign_out_minutes: z.number().int(),
  /** The memberships (by group) that must sign in with an authenticator code (auth/two-factor/). */
  two_factor_required_for: z.array(z.enum(TWO_FACTOR_GROUPS)),
  updated_at: z.string(),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

/** Idle sign-out: the minutes a domain may set, and the default. */
export const IDLE_SIGN_OUT_DEFAULT_MINUTES = 15;
export const IDLE_SIGN_OUT_MIN_MINUTES = 5;
export const IDLE_SIGN_OUT_MAX_MINUTES = 60;
export const IDLE_SIGN_OUT_RANGE = `Enter a whole number of minutes from ${IDLE_SIGN_OUT_MIN_MINUTES} to ${IDLE_SIGN_OUT_MAX_MINUTES}.`;
/** What the login page and the API say of a session ended for want of activity. */
export const idleSignedOut = (minutes: number) => `You were signed out after ${minutes} minutes without activity. Please log in again.`;

export const BuildVersion = z.object({ version: z.string() });
export type BuildVersion = z.infer<typeof BuildVersion>;

/** White Label Settings (spec §2, §5 White label): the domain's look, sender and admin form password. */
export const BRANDING_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRANDING_FAVICON_MAX_BYTES = 512 * 1024;
export const LOGO_FILE_TOO_LARGE = 'The logo must be 2 MB or smaller.';
export const FAVICON_TOO_LARGE = 'The favicon must be 512 KB or smaller.';
export const BRANDING_NOT_IMAGE = 'Choose a PNG, JPEG, GIF or WebP image.';
export const FAVICON_NOT_IMAGE = 'Choose a PNG, ICO, JPEG, GIF or WebP image.';
/** The types the pickers offer; the server reads the bytes again. */
export const BRANDING_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const BRANDING_FAVICON_TYPES = [...BRANDING_LOGO_TYPES, 'image/x-icon', 'image/vnd.microsoft.icon'] as const;
export const ADMIN_FORM_PASSWORD_MIN = 8;
export const ADMIN_FORM_PASSWORD_SHORT = `Required. Min Length ${ADMIN_FORM_PASSWORD_MIN}`;
export const INVALID_NOTIFICATION_EMAILS = 'Enter e-mail addresses separated by commas';
export const DOMAIN_UPDATED = 'Domain information has been updated.';

/** The address of a sender written `Name <address>` or as a bare address. */
export function senderAddress(sender: string): string {
  const match = /<([^<>]+)>\s*$/.exec(sender);
  return (match ? match[1]! : sender).trim();
}

/** `Name <address>`, the name quoted when it holds characters a mail header would read otherwise. */
export function formatSender(name: string, address: string): string {
  const clean = name.replace(/[\r\n]/g, ' ').trim();
  if (!clean) return address;
  const plain = /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~.]+$/.test(clean);
  return `${plain ? clean : `"${clean.replace(/["\\]/g, '\\$&')}"`} <${address}>`;
}

const anAddress = z.string().email();
/** Comma separated addresses, each trimmed and lower-cased; one issue for the field, whichever address is wrong. */
const notificationList = text(1000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .superRefine((list, ctx) => {
    if (list.some((address) => !anAddress.safeParse(address).success)) ctx.addIssue({ code: 'custom', message: INVALID_NOTIFICATION_EMAILS });
    else if (list.length > 20) ctx.addIssue({ code: 'custom', message: 'Enter at most 20 addresses' });
  })
  .transform((list) => list.join(', '));

/**
 * The text fields of the domain update payload (PATCH domain/config/{domain}/, multipart). The title and
 * the sender are required; notification addresses are optional (the sender is used when empty); the
 * admin form password is sent only when the admin turned 'update password' on. Logo and favicon are
 * files beside these fields, each optional.
 */
export const DomainSettingsFields = z.strictObject({
  name: text(120, { required: true }),
  email_sender: emailAddress({ required: true }),
  email_notifications: notificationList.optional().default(''),
  description: text(2000, { multiline: true }).optional().default(''),
  /** A multipart field: digits. Unchanged when absent. */
  idle_sign_out_minutes: z
    .string()
    .regex(/^\d{1,3}$/, IDLE_SIGN_OUT_RANGE)
    .transform(Number)
    .refine((n) => n >= IDLE_SIGN_OUT_MIN_MINUTES && n <= IDLE_SIGN_OUT_MAX_MINUTES, IDLE_SIGN_OUT_RANGE)
    .optional(),
  /** A multipart field: the groups required to use two-factor sign-in, comma separated. Unchanged when absent. */
  two_factor_required_for: TwoFactorGroupsField.optional(),
  admin_form_password: z
    .string()
    .min(ADMIN_FORM_PASSWORD_MIN, ADMIN_FORM_PASSWORD_SHORT)
    .max(128, tooLong(128))
    .regex(SINGLE_LINE_TEXT, FORBIDDEN_CHARACTERS)
    .optional(),
});
export type DomainSettingsFields = z.input<typeof DomainSettingsFields>;

/** The save's answer: the domain id tells the page to reload (spec §4 White-label save). */
export const DomainUpdated = z.object({ id: z.number().int(), message: z.string() });

/** The verification state of one DNS record or of the sender identity, as SES tells it. */
export const EmailRecordStatus = z.enum(['Verified', 'Pending', 'Failed', 'Not started', 'Unknown']);
export type EmailRecordStatus = z.infer<typeof EmailRecordStatus>;

/** One row of the Email Configuration table (spec §3 Email setting record, with the status SES reported). */
export const EmailSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  record_type: z.string(),
  /** True when SES reports it verified, false when pending or failed, null when unknown. */
  valid: z.boolean().nullable(),
  status: EmailRecordStatus,
  value: z.string(),
});
export type EmailSetting = z.infer<typeof EmailSetting>;

/** The Email Configuration table: its rows, when SES was last asked, and why a status is unknown. */
export const EmailSettings = z.object({
  success: z.boolean(),
  data: z.array(EmailSetting),
  checked_at: z.string().nullable(),
  message: z.string(),
});
export type EmailSettings = z.infer<typeof EmailSettings>;
