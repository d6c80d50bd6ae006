import {
  BRANDING_FAVICON_MAX_BYTES,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_NOT_IMAGE,
  FAVICON_NOT_IMAGE,
  FAVICON_TOO_LARGE,
  formatSender,
  LOGO_FILE_TOO_LARGE,
  requiredGroups,
  type DomainConfig,
  type DomainSettingsFields,
  type TwoFactorGroup,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import * as Audit from '../audit/audit';
import type { DomainRecord, MemberCtx } from '../context';
import { invalid } from '../errors';
import { checkImage, FAVICON_FORMATS, PICTURE_FORMATS } from '../media/images';
import { keyOf } from '../media/media';
import { hash } from './admin-password';
import { forgetCached, fromId, idleMinutes } from './domains';
import { senderDomain } from './email-settings';

type Fields = z.output<typeof DomainSettingsFields>;

export interface SettingsUpdate {
  fields: Fields;
  logo?: Uint8Array;
  favicon?: Uint8Array;
}

const MEDIA_PREFIX = '/media/domain/';

/** A branding file checked by its size and its bytes (it must decode: checkImage; the declared type is not trusted). A favicon may also be an ICO file. */
function checkedImage(body: Uint8Array, kind: 'logo' | 'favicon') {
  const [max, tooLarge, notImage, formats] =
    kind === 'logo'
      ? [BRANDING_LOGO_MAX_BYTES, LOGO_FILE_TOO_LARGE, BRANDING_NOT_IMAGE, PICTURE_FORMATS]
      : [BRANDING_FAVICON_MAX_BYTES, FAVICON_TOO_LARGE, FAVICON_NOT_IMAGE, FAVICON_FORMATS];
  if (body.byteLength > max) throw invalid(tooLarge);
  const image = checkImage(body, formats, notImage);
  return { ...image, file: `${kind}-${randomUUID()}.${image.ext}` };
}

/** The object key of a branding path the domain record holds, when it is one of the domain's files. */
function brandingKey(domainId: number, path: string | undefined) {
  if (!path?.startsWith(MEDIA_PREFIX)) return undefined;
  return keyOf(domainId, `domain/${path.slice(MEDIA_PREFIX.length)}`);
}

/**
 * White Label Settings' save (admins): title, sender, notification addresses, description, and
 * optionally a new admin form password (kept as a hash), logo and favicon. Files are checked
 * before anything is written, stored under new names (a cached old image is never served for the
 * new one), and the replaced files are removed once the domain points at the new ones. A change of
 * the sender's domain drops the last SES check, which was of the old domain. Audited without the
 * password.
 */
export async function update(ctx: MemberCtx, input: SettingsUpdate): Promise<number> {
  const { domainId } = ctx.domain;
  // The record as stored now, not as cached for the request: the files it names are the ones replaced.
  const domain = (await fromId(ctx, domainId)) ?? ctx.domain;
  const logo = input.logo?.byteLength ? checkedImage(input.logo, 'logo') : undefined;
  const favicon = input.favicon?.byteLength ? checkedImage(input.favicon, 'favicon') : undefined;
  const { fields } = input;
  const adminFormPasswordHash = fields.admin_form_password === undefined ? undefined : await hash(fields.admin_form_password);

  const stored: string[] = [];
  for (const [image, body] of [
    [logo, input.logo],
    [favicon, input.favicon],
  ] as const) {
    if (!image || !body) continue;
    const key = keyOf(domainId, `domain/${image.file}`);
    await ctx.providers.media.put(key, body, image.type);
    stored.push(key);
  }

  const emailSender = formatSender(fields.name, fields.email_sender);
  // Admins stay required whatever the form sends (a locked box is not sent).
  const required = fields.two_factor_required_for && requiredGroups(fields.two_factor_required_for);
  const senderChanged = senderDomain({ emailSender }) !== senderDomain(domain);
  try {
    const patch = ctx.db.entities.domain.patch({ domainId }).set({
      name: fields.name,
      emailSender,
      emailNotifications: fields.email_notifications,
      description: fields.description,
      updatedAt: new Date().toISOString(),
      ...(logo ? { logo: `${MEDIA_PREFIX}${logo.file}` } : {}),
      ...(favicon ? { favicon: `${MEDIA_PREFIX}${favicon.file}` } : {}),
      ...(adminFormPasswordHash ? { adminFormPasswordHash } : {}),
      ...(fields.idle_sign_out_minutes === undefined ? {} : { idleSignOutMinutes: fields.idle_sign_out_minutes }),
      ...(required === undefined ? {} : { twoFactorRequiredFor: required }),
    });
    await (senderChanged ? patch.remove(['emailSettings', 'emailSettingsCheckedAt', 'emailSettingsMessage']) : patch).go();
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.providers.media.delete(key)));
    throw error;
  }
  forgetCached(domain.identifier);

  const replaced = [logo && brandingKey(domainId, domain.logo), favicon && brandingKey(domainId, domain.favicon)].filter(
    (key): key is string => Boolean(key) && !stored.includes(key as string),
  );
  await Promise.all(replaced.map((key) => ctx.providers.media.delete(key)));

  const changed = [
    fields.name !== domain.name && 'title',
    emailSender !== domain.emailSender && 'email sender',
    fields.email_notifications !== (domain.emailNotifications ?? '') && 'email notifications',
    fields.description !== (domain.description ?? '') && 'description',
    logo && 'logo',
    favicon && 'favicon',
    adminFormPasswordHash && 'admin form password',
    fields.idle_sign_out_minutes !== undefined &&
      fields.idle_sign_out_minutes !== idleMinutes(domain) &&
      `idle sign-out (${fields.idle_sign_out_minutes} minutes)`,
    required !== undefined &&
      required.join(',') !== requiredGroups(domain.twoFactorRequiredFor as TwoFactorGroup[] | undefined).join(',') &&
      `two-factor required for (${required.join(', ')})`,
  ].filter(Boolean);
  await Audit.record(ctx, {
    action: 'domain.settings',
    target: `domain:${domainId}`,
    detail: changed.length ? `changed ${changed.join(', ')}` : 'saved unchanged',
  });
  return domainId;
}

/** Whether the domain has an admin form password (the page says so; the hash never leaves the server). */
export const hasAdminFormPassword = (ctx: MemberCtx) => Boolean(ctx.domain.adminFormPasswordHash);

/** The public configuration the SPA caches. */
export function configView(domain: DomainRecord): DomainConfig {
  return {
    domain: { id: domain.domainId, identifier: domain.identifier, name: domain.name, url: domain.url },
    logo: domain.logo ?? null,
    favicon: domain.favicon ?? null,
    email_sender: domain.emailSender,
    description: domain.description ?? '',
    email_notifications: domain.emailNotifications ?? '',
    idle_sign_out_minutes: idleMinutes(domain),
    two_factor_required_for: requiredGroups(domain.twoFactorRequiredFor as DomainConfig['two_factor_required_for'] | undefined),
    updated_at: domain.updatedAt,
  };
}
