import { HC_LOGO_MAX_BYTES, HC_LOGO_TYPES, LOGO_NOT_IMAGE, LOGO_TOO_LARGE } from '@portal/contracts';

/** What the file picker offers; the server sniffs the bytes again, whatever the browser says. */
export const LOGO_ACCEPT = HC_LOGO_TYPES.join(',');

// The browser says what the server would say.
export const LOGO_TYPE_PROBLEM = LOGO_NOT_IMAGE;
export const LOGO_SIZE_PROBLEM = LOGO_TOO_LARGE;
export const LOGO_EMPTY_PROBLEM = 'The file is empty. Choose an image file.';

/**
 * Why a chosen logo file would be refused, checked before it is sent so a wrong file costs no
 * upload: the type the browser reports and the size. Null when it may go.
 */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(HC_LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return LOGO_TYPE_PROBLEM;
  if (file.size === 0) return LOGO_EMPTY_PROBLEM;
  if (file.size > HC_LOGO_MAX_BYTES) return LOGO_SIZE_PROBLEM;
  return null;
}

/** Where a stored logo is served (on the portal's own origin, without a token); null without one. */
export function logoUrl(hcLogo: string | null | undefined): string | null {
  return hcLogo ? `/media/hc-logos/${encodeURIComponent(hcLogo)}` : null;
}
