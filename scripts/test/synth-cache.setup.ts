import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The unit project's setup: a folder for this run alone in which the stack tests share each
 * stage's plain synthesis (stacks/synth-app.ts), instead of each file bundling every Lambda again.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-synth-cache-'));
  process.env.PORTAL_SYNTH_CACHE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
