import { paths } from '../config/paths';

/** An in-app path to return to, or null for anything that could leave the site (`//x`, `https:`). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Where an unauthenticated visit to a protected URL goes: the login page, remembering the URL. */
export function loginRedirectFor(url: URL): string {
  return paths.login.getHref(url.pathname + url.search);
}

/** Where a signed-in member lands: the stored redirect marker, else the dashboard. */
export function afterLoginPath(marker: string | null): string {
  return safeRedirect(marker) ?? paths.dashboard.getHref();
}
