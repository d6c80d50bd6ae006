import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The authenticator secrets of the demo members that sign in with two-factor (the demo admins), by
 * e-mail. The identity provider makes each secret when the seed sets up the member's app, so the
 * local stack keeps them beside its data (`npm run demo-code` reads them); a test run keeps its own.
 */
export type DemoAuthenticators = Map<string, string>;

const FILE = 'demo-authenticators.json';

/** The secrets the local stack's data directory holds (none before its first start). */
export function loadAuthenticators(dataDir: string): DemoAuthenticators {
  const file = join(dataDir, FILE);
  return new Map(existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : []);
}

export function saveAuthenticators(dataDir: string, authenticators: DemoAuthenticators): void {
  writeFileSync(join(dataDir, FILE), `${JSON.stringify(Object.fromEntries(authenticators), null, 2)}\n`, { mode: 0o600 });
}
