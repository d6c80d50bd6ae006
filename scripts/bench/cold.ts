/**
 * `npm run bench:cold`: bundles each Lambda as the stacks do (scripts/bench/bundle.ts) and times its
 * import in fresh Node processes, next to an empty module imported the same way. A script, not a
 * timed test: figures depend on the machine; docs/performance.md (Cold start) holds the ones
 * measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLambda, kilobytes } from './bundle';

const root = resolve(import.meta.dirname, '../..');
// Inside the repository, so the modules the Lambda runtime provides (@aws-sdk/client-ssm) resolve
// from node_modules, as they do from the runtime's own folder on AWS.
const outDir = join(root, '.build/bench-cold');
const runs = Number(process.env.BENCH_RUNS ?? 15);

const entries = [
  { name: 'API', entry: 'packages/api/src/lambda.ts', out: 'api' },
  { name: 'status job', entry: 'packages/api/src/jobs/status-job.ts', out: 'status-job' },
];

/** The environment the stacks give the functions (stacks/core-runtime.ts), with no secret bound. */
const lambdaEnv = {
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench-table',
  AUDIT_TABLE_NAME: 'bench-audit',
  BUCKET_NAME: 'bench-bucket',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  BUILD_VERSION: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

// Prints the wall and CPU time of the import in this process, which then exits. CPU time moves less
// than wall time when other processes share the machine.
const probe = (file: string) =>
  [
    'const t = performance.now(), c = process.cpuUsage();',
    `await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const { user, system } = process.cpuUsage(c);',
    'process.stdout.write(JSON.stringify({ wall: performance.now() - t, cpu: (user + system) / 1000 }));',
    'process.exit(0);',
  ].join('\n');

interface Sample {
  wall: number;
  cpu: number;
}

function timeImport(file: string): Sample {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe(file)], { env: lambdaEnv, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Importing ${file} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Sample;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const measure = (file: string) => {
  const samples = Array.from({ length: runs }, () => timeImport(file));
  const wall = samples.map((s) => s.wall);
  return {
    median: quantile(wall, 0.5),
    p90: quantile(wall, 0.9),
    cpu: quantile(
      samples.map((s) => s.cpu),
      0.5,
    ),
  };
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const empty = join(outDir, 'empty.mjs');
writeFileSync(empty, '');

const baseline = measure(empty);
const rows = [['empty module', '', '', ms(baseline.median), ms(baseline.p90), ms(baseline.cpu), '']];
for (const { name, entry, out } of entries) {
  const bundle = await buildLambda(join(root, entry), join(outDir, out));
  timeImport(bundle.main); // reads the files once, as a deployed bundle comes from a warm disk
  const { median, p90, cpu } = measure(bundle.main);
  rows.push([
    `${name} (${entry})`,
    `${kilobytes(bundle, bundle.atImport)} KB`,
    `${kilobytes(bundle, bundle.onDemand)} KB`,
    ms(median),
    ms(p90),
    ms(cpu),
    ms(median - baseline.median),
  ]);
}

const header = [
  'bundle (minified)',
  'read at import',
  'chunks read on use',
  `import median (${runs} runs)`,
  'import p90',
  'import CPU median',
  'median minus empty',
];
console.log(`Node ${process.version}, ${process.arch}`);
for (const row of [header, header.map(() => '---'), ...rows]) console.log(`| ${row.join(' | ')} |`);
