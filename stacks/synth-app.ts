import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { App, type StackContext } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import config from '../sst.config';

/** Placeholder account: offline synthesis never asks AWS who is calling. */
const offlineAccount = '123456789012';

/**
 * Test files synthesize in parallel, so each process bundles outside the shared .sst/artifacts.
 * Per process, not per synth: SST's function builder keeps the paths of the first project it saw.
 */
const artifactsDir = path.join(os.tmpdir(), `portal-synth-artifacts-${process.pid}`);

type StackFunction = (ctx: StackContext) => unknown;

export interface SynthOptions {
  /** Build the SPA with Vite instead of uploading a placeholder page. */
  buildWeb?: boolean;
  /** Keep the cloud assembly (templates and assets) here; otherwise it is discarded. */
  outdir?: string;
  /** Runs once every resource exists, before synthesis: adds checks (cdk-nag's rule packs) and their suppressions. */
  inspect?: (app: App) => void;
}

/** What a synthesis answers, as plain data (a test run shares it between its files, see below). */
interface Synthesized {
  /** Stack name before the stack function's name (`{stage}-{app}-`). */
  prefix: string;
  templates: [string, Record<string, unknown>][];
  findings: { stack: string; level: string; path: string; text: string }[];
}

const answer = ({ prefix, templates: entries, findings }: Synthesized, stage: string) => {
  const templates = new Map(entries);
  const template = (fn: StackFunction) => {
    const json = templates.get(`${prefix}${fn.name}`);
    if (!json) throw new Error(`No stack ${fn.name} in stage ${stage}`);
    return Template.fromJSON(json);
  };
  return { templates, template, findings };
};

/** How long a test file waits for another file's synthesis of the same stage before giving up. */
const SHARED_SYNTH_WAIT_MS = 180_000;

/**
 * Synthesizes every stack of sst.config.ts for a stage without touching AWS. Requires
 * NODE_ENV=test (vitest sets it): otherwise SST looks up the account and bootstrap stack.
 *
 * In a test run, PORTAL_SYNTH_CACHE (a folder the unit project's setup makes for that run alone)
 * lets the files that synthesize a stage plainly (no options, the same environment) share one synthesis: the first
 * claims the stage and writes what it synthesized, the others read it. Another run synthesizes
 * again, so a change of the stacks or the code is always seen.
 */
export async function synthApp(stage: string, options: SynthOptions = {}) {
  const shared = process.env.PORTAL_SYNTH_CACHE;
  if (!shared || options.buildWeb || options.outdir || options.inspect) return answer(await synthesize(stage, options), stage);
  // The stacks read the environment (a deploy's settings): a file that sets its own synthesizes apart.
  // Not the test runner's own, nor what synthesize itself sets (a file's worker runs the next file too).
  const settings = Object.entries(process.env)
    .filter(([name]) => !/^(VITEST|TINYPOOL)/.test(name) && name !== 'PORTAL_SKIP_WEB_BUILD' && name !== 'PORTAL_SYNTH_CACHE')
    .sort(([a], [b]) => a.localeCompare(b));
  const file = path.join(shared, `${stage}-${createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16)}.json`);
  let claimed = false;
  try {
    closeSync(openSync(`${file}.claim`, 'wx'));
    claimed = true;
  } catch {
    // Another file is synthesizing this stage.
  }
  if (claimed) {
    const synthesized = await synthesize(stage, options);
    // Whole or not at all: the others see the file only once it is written.
    writeFileSync(`${file}.part`, JSON.stringify(synthesized));
    renameSync(`${file}.part`, file);
    return answer(synthesized, stage);
  }
  for (const started = Date.now(); Date.now() - started < SHARED_SYNTH_WAIT_MS; await sleep(200))
    if (existsSync(file)) return answer(JSON.parse(readFileSync(file, 'utf8')) as Synthesized, stage);
  throw new Error(`No synthesis of ${stage} appeared in ${file}`);
}

async function synthesize(stage: string, { buildWeb = false, outdir, inspect }: SynthOptions): Promise<Synthesized> {
  if (process.env.NODE_ENV !== 'test') throw new Error('synthApp needs NODE_ENV=test, or SST calls AWS');
  if (buildWeb) delete process.env.PORTAL_SKIP_WEB_BUILD;
  else process.env.PORTAL_SKIP_WEB_BUILD = '1';

  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'portal-synth-'));
  try {
    await initProject({ stage });
    const project = useProject();
    project.paths.artifacts = artifactsDir;

    const { name, region } = project.config;
    const app = new App({ mode: 'deploy', stage, name, region, account: offlineAccount }, { outdir: outdir ?? scratchDir });
    await config.stacks(app);
    await app.finish();
    // After finish: SST adds some resources (a site's uploader) in deferred tasks.
    inspect?.(app);

    // Read now: the assembly loads templates lazily from a folder removed below.
    const assembly = app.synth();
    const templates = assembly.stacks.map((stack) => [stack.stackName, stack.template as Record<string, unknown>] as [string, Record<string, unknown>]);
    /** The errors and warnings of the synthesis (cdk-nag's findings among them), with the construct path each is about. */
    const findings = assembly.stacks.flatMap((stack) =>
      stack.messages
        .filter((message) => message.level !== 'info')
        .map((message) => ({ stack: stack.stackName, level: message.level, path: message.id, text: String(message.entry.data) })),
    );
    return { prefix: app.logicalPrefixedName(''), templates, findings };
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
