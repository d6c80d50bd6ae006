import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configFromEnv, createCore, Projector, StatusJob } from '../packages/core/src';
import { startLocalServer } from '../packages/api/src/local-server';
import { apiEnvironment, bootstrap } from './local/bootstrap';
import { JAVA_MISSING, startEmulators } from './local/emulators';
import { defaultPorts } from './local/ports';
import { startProjector, type LocalProjector } from './local/projector';
import { startStatusJobTimers, statusJobIntervalsFromEnv, type StatusJobIntervals, type StatusJobTimers } from './local/status-jobs';
import { DEMO_PASSWORD, demoDomains, demoEmail, demoMembers } from './seed/demo';
import { loadAuthenticators, saveAuthenticators } from './seed/authenticators';
import { seedDemo } from './seed/seed';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.PORTAL_DATA_DIR ?? join(root, '.data');
const webDist = join(root, 'web/dist');
const defaultDomain = process.env.PORTAL_DEFAULT_DOMAIN ?? 'acme';

function buildVersion(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

function describeIntervals({ documents, templates, payments }: StatusJobIntervals): string {
  if (documents === 0) return 'off (PORTAL_STATUS_JOB_SECONDS=0)';
  const every = (seconds: number) => (seconds === 0 ? 'off' : `every ${seconds} s`);
  return `documents every ${documents} s, templates ${every(templates)}, payments ${every(payments)}`;
}

async function main() {
  const started = performance.now();
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('web/dist is missing: run `npm run build:web` (npm start does it).');
  const ports = defaultPorts();
  const statusJobIntervals = statusJobIntervalsFromEnv();
  // A new sender domain verifies on its own after a while, as SES does once its DNS records are published.
  const sesVerifySeconds = Number(process.env.PORTAL_SES_VERIFY_SECONDS ?? 20);
  const emulators = await startEmulators({ ports, dataDir, sesVerifyAfterMs: Number.isFinite(sesVerifySeconds) ? sesVerifySeconds * 1000 : 20_000 });
  const phases: string[] = [];
  let phaseStart = started;
  const phase = (name: string) => {
    phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = performance.now();
  };
  phase('emulators');
  const timers: { statusJobs?: StatusJobTimers; projector?: LocalProjector } = {};
  const shutdown = async () => {
    console.log('\nStopping the local stack...');
    // A run under way gets a moment to end before its emulators go.
    await Promise.race([Promise.all([timers.statusJobs?.stop(), timers.projector?.stop()]), new Promise((done) => setTimeout(done, 3000))]);
    await emulators.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const resources = await bootstrap(emulators.endpoints);
  Object.assign(process.env, apiEnvironment(emulators.endpoints, resources, `${buildVersion()}-${Date.now().toString(36)}`));
  const core = createCore(configFromEnv());
  const portalUrl = (identifier: string) => `http://${identifier}.localhost:${ports.portal}`;
  // A data directory of an older version has its projections brought to this version's before anything projects.
  await Projector.upgrade(core, (line) => console.log(line));
  // What the stream's Lambda does on AWS (stacks/projector.ts): lists, postings and counters follow the records.
  timers.projector = await startProjector({
    core,
    dynamoEndpoint: emulators.endpoints.dynamodb,
    tableName: resources.tableName,
    checkpointFile: join(dataDir, 'projector-checkpoints.json'),
    port: ports.projector,
    log: (line) => console.error(line),
  });
  phase('tables');
  const authenticators = loadAuthenticators(dataDir);
  await seedDemo(core, portalUrl, authenticators);
  saveAuthenticators(dataDir, authenticators);
  phase('demo data');
  await timers.projector.settle();
  phase('projections');
  await startLocalServer({ core, port: ports.portal, webDist, defaultDomain, log: process.env.PORTAL_LOG_REQUESTS === '1' });
  // What the EventBridge schedules of stacks/jobs.ts do on AWS.
  timers.statusJobs = startStatusJobTimers({
    intervals: statusJobIntervals,
    run: (subject) => StatusJob.run(core, { subjects: [subject], log: (line) => console.error(`Status job: ${JSON.stringify(line)}`) }),
  });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `The portal is running (ready in ${seconds} s: ${phases.join(', ')}). Ctrl-C stops everything.`,
    '',
    ...demoDomains.map((d) => `  ${d.name.padEnd(16)} ${portalUrl(d.identifier)}`),
    `  Mail inbox       ${emulators.endpoints.ses}`,
    `  BoldSign (sim)   ${emulators.endpoints.boldsign}`,
    `  Authorize.net    ${emulators.endpoints.authorizenet} (simulator; cards as in its sandbox)`,
    `  SES identities   ${emulators.endpoints.sesIdentities} (simulator; a new sender verifies after ${sesVerifySeconds} s)`,
    `  API              http://127.0.0.1:${ports.portal}/api/v1/openapi.json`,
    `  Status job       ${describeIntervals(statusJobIntervals)}`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...demoMembers.map((m) => `  ${m.local.padEnd(12)} ${demoDomains.map((d) => demoEmail(m.local, d.identifier).padEnd(26)).join(' ')}`),
    '',
    'The admins sign in with two-factor: after the password, `npm run demo-code -- admin@acme.test` prints the code, or add its key to an authenticator app:',
    ...[...authenticators].map(([email, secret]) => `  ${email.padEnd(26)} ${secret}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((e: unknown) => {
  const message = e instanceof Error ? e.message : String(e);
  console.error(message === JAVA_MISSING ? `\n${message}\n` : e);
  process.exit(1);
});
