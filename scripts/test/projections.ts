import { inject } from 'vitest';

/**
 * Waits until the projector has projected every change written so far (lists, postings, counters,
 * a team's change carried down): the one way a test waits for derived data, never a sleep.
 */
export async function settled(): Promise<void> {
  const res = await fetch(`${inject('projectorUrl')}/settle`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`the projector did not settle: ${res.status} ${await res.text()}`);
}
