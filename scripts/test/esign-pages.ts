import { expect } from 'vitest';

/** Follows the simulator signing page's 'Decline to sign' and confirms, as a signer who refuses does. */
export async function declineSigning(link: string) {
  const page = await (await fetch(link)).text();
  const confirm = new URL(/<a id="decline" href="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&'), link);
  const form = await (await fetch(confirm)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)![1]!.replaceAll('&amp;', '&');
  expect((await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams({ intent: 'decline' }) })).status).toBe(200);
}
