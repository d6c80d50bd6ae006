/**
 * Prints the current two-factor code of a demo member that signs in with it (the demo admins), as
 * an authenticator app holding its key would show it: `npm run demo-code -- admin@acme.test`.
 * The keys are those `npm start` set up in the local stack's data directory.
 */
import { join, resolve } from 'node:path';
import { codeOf } from './local/totp';
import { loadAuthenticators } from './seed/authenticators';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.PORTAL_DATA_DIR ?? join(root, '.data');
const email = (process.argv[2] ?? 'admin@acme.test').trim().toLowerCase();
const authenticators = loadAuthenticators(dataDir);
const secret = authenticators.get(email);

if (!secret) {
  const known = [...authenticators.keys()];
  console.error(
    known.length
      ? `${email} has no demo authenticator. Those with one: ${known.join(', ')}.`
      : `No demo authenticators in ${dataDir} yet: \`npm start\` sets them up.`,
  );
  process.exit(1);
}
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(codeOf(secret));
console.error(`The code of ${email}, for ${left} s more (each code signs in once: a second sign-in waits for the next).`);
