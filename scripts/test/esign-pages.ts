import type { FrameLocator } from 'playwright-core';
import { expect } from 'vitest';

/** Follows the simulator signing page's 'Decline to sign' and confirms, as a signer who refuses does. */
export async function declineSigning(link: string) {
  const page = await (await fetch(link)).text();
  const confirm = new URL(/<a id="decline" href="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&'), link);
  const form = await (await fetch(confirm)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)![1]!.replaceAll('&amp;', '&');
  expect((await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams({ intent: 'decline' }) })).status).toBe(200);
}

/**
 * Presses Sign on the simulator's signing page in a frame once the page has loaded, as a person can:
 * a scripted press a few milliseconds after the page arrived, before its load event, submitted nothing.
 */
export async function pressSign(frame: FrameLocator) {
  const signing = await (await frame.owner().elementHandle({ timeout: 15_000 }))!.contentFrame();
  await signing!.waitForURL(/\/document\/sign/, { timeout: 15_000 });
  await signing!.waitForLoadState('load');
  await frame.getByRole('button', { name: 'Sign', exact: true }).click({ timeout: 15_000 });
}
