/** How long a downloaded file's object URL is kept: long enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 40_000;

/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Saves the file a short-lived link points at (an export the server wrote to storage, answered
 * as an attachment named `fileName`); the page stays where it is.
 */
export function downloadLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
