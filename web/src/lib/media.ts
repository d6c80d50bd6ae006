import { env } from '../config/env';
import { getDomainIdentifier } from '../config/domain';
import { createApiClient } from './api-client';
import { session } from './session';

/**
 * Media files that need a signed-in member (signed PDFs) are served by the API host's /media route,
 * which checks the caller and answers a short-lived link; a plain link cannot send the token.
 */
const mediaClient = createApiClient({
  baseUrl: new URL('/', new URL(env.API_URL, window.location.href)).href,
  domain: getDomainIdentifier,
  token: session.getToken,
  actingAs: session.getActingAs,
  onForbidden: () => {
    session.clearAuth();
    window.location.assign('/');
  },
});

/** The short-lived link of a media path such as `media/{document_id}.pdf`. */
export const mediaUrl = async (path: string) => (await mediaClient.get<{ url: string }>(path.replace(/^\/+/, ''))).url;

/**
 * Opens a media file in a new tab. The tab is opened at once, in the click, so popup blockers let
 * it through, and pointed at the file when its link arrives.
 */
export async function openMedia(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await mediaUrl(path);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
