import { inject } from 'vitest';

/**
 * Waits until the projector has projected every change written so far (lists, postings, counters,
 * a team's change carried down): the one way a test waits for derived data, never a sleep.
 */
export async function settled(): Promise<void> {
  const res = await fetch(`${inject('projectorUrl')}/settle`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`the projector did not settle: ${res.status} ${await res.text()}`);
}

/**
 * Runs `see` while the projector projects nothing: what a member sees between a request and its
 * projection. The projector goes on when `see` ends, failed or not.
 */
export async function beforeProjection<T>(see: () => Promise<T>): Promise<T> {
  const control = (path: string) => fetch(`${inject('projectorUrl')}${path}`, { method: 'POST' });
  if ((await control('/hold')).status !== 204) throw new Error('the projector could not be held');
  try {
    return await see();
  } finally {
    await control('/release');
  }
}
