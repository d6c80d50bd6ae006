import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Synthesizes every stack of sst.config.ts for a stage without touching AWS. Requires
 * NODE_ENV=test (vitest sets it): otherwise SST looks up the account and bootstrap stack.
 */
export async function synthApp(stage: string, { buildWeb = false, outdir, inspect }: SynthOptions = {}) {
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
    const templates = new Map(assembly.stacks.map((stack) => [stack.stackName, stack.template as Record<string, unknown>]));
    /** The errors and warnings of the synthesis (cdk-nag's findings among them), with the construct path each is about. */
    const findings = assembly.stacks.flatMap((stack) =>
      stack.messages
        .filter((message) => message.level !== 'info')
        .map((message) => ({ stack: stack.stackName, level: message.level, path: message.id, text: String(message.entry.data) })),
    );
    const template = (fn: StackFunction) => {
      const json = templates.get(app.logicalPrefixedName(fn.name));
      if (!json) throw new Error(`No stack ${fn.name} in stage ${stage}`);
      return Template.fromJSON(json);
    };
    return { templates, template, findings };
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
