import type { FileLink } from '@portal/contracts';
import type { z } from 'zod';
import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/media';

/** The API address of a template's file path (`domain/file-signs/{id}/file/`), for the link's href. */
export const templateFileHref = (path: string) => `${env.API_URL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The short-lived link to a template's uploaded PDF; the call carries the admin's token. */
export const templateFileUrl = async (path: string) => (await api.get<z.infer<typeof FileLink>>(path.replace(/^\/+/, ''))).url;

/** Opens a template's PDF in a new tab. */
export const openTemplateFile = (path: string) => openInNewTab(() => templateFileUrl(path));
