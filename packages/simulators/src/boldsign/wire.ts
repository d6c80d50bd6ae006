import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const unixNow = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;

/** BoldSign's error body: `{"error": "..."}` (e.g. 403 {"error":"Invalid Document ID"}). */
export const apiError = (c: Context, status: ContentfulStatusCode, message: string) => c.json({ error: message }, status);

/** BoldSign runs on ASP.NET, which binds query and form names case-insensitively; so does the simulator. */
export function queryParam(c: Context, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of new URL(c.req.url).searchParams) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

export type FormValue = string | File;

/** Multipart or url-encoded fields by lower-cased name; repeated names keep every value. */
export async function formFields(c: Context): Promise<Map<string, FormValue[]>> {
  const body = await c.req.parseBody({ all: true });
  const fields = new Map<string, FormValue[]>();
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase().replace(/\[\]$/, '');
    fields.set(name, [...(fields.get(name) ?? []), ...[value].flat()]);
  }
  return fields;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** A link target must be absolute, as BoldSign navigates the frame to it after signing. */
export const absoluteUrl = (value: string | undefined) => {
  if (value === undefined) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Link lifetime from an optional date-time; BoldSign's default and maximum is 180 days. */
export function linkExpiry(validTill: string | undefined): number | undefined {
  const now = unixNow();
  if (!validTill) return now + 180 * DAY;
  const at = Math.floor(Date.parse(validTill) / 1000);
  return Number.isFinite(at) && at > now && at <= now + 181 * DAY ? at : undefined;
}
