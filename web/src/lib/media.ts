import { env } from '../config/env';
import { createApiClient, memberSession } from './api-client';

/**
 * Media files that need a signed-in member (signed PDFs) are served by the API host's /media route,
 * which checks the caller and answers a short-lived link; a plain link cannot send the token.
 */
const mediaClient = createApiClient({ baseUrl: new URL('/', new URL(env.API_URL, window.location.href)).href, ...memberSession });

/** The short-lived link of a media path such as `media/{document_id}.pdf`. */
export const mediaUrl = async (path: string) => (await mediaClient.get<{ url: string }>(path.replace(/^\/+/, ''))).url;

/**
 * Opens a file whose short-lived link `linkOf` fetches, in a new tab. The tab is opened at once,
 * in the click, so popup blockers let it through, and pointed at the file when its link arrives.
 */
export async function openInNewTab(linkOf: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await linkOf();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Opens a media file (a signed PDF) in a new tab. */
export const openMedia = (path: string) => openInNewTab(() => mediaUrl(path));
