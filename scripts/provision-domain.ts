import { provisionDomain } from './provision/provision-domain';

// `npm run provision-domain -- ARGS` (its options: `npm run provision-domain -- --help`).
process.exitCode = await provisionDomain(process.argv.slice(2));
