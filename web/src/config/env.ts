/** Build-time settings (`VITE_*`, typed in vite-env.d.ts); both optional, blank means unset. */
function optionalText(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export const env = {
  /** Where the API answers; the same origin by default. */
  API_URL: optionalText(import.meta.env.VITE_API_URL) ?? '/api/v1',
  /** The white-label domain of a site built for one domain. */
  PORTAL_DOMAIN: optionalText(import.meta.env.VITE_PORTAL_DOMAIN),
};
