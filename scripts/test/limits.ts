/**
 * The portal's limits of uses (sign-in failures, reset codes, signing documents...) count in fixed
 * windows of 15 minutes or an hour from the clock's start. A test that runs into a limit waits,
 * when a window's edge is nearer than `neededMs`, until it has passed: all of its uses then fall in
 * one window, as they would for a member trying within a few seconds.
 */
export async function awayFromWindowEdge(neededMs = 20_000) {
  // Every hour's edge is a quarter hour's edge too.
  const quarter = 15 * 60_000;
  const left = quarter - (Date.now() % quarter);
  if (left < neededMs) await new Promise((done) => setTimeout(done, left + 250));
}
