import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { App, type FunctionalStack } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import config from '../sst.config';

/** Placeholder account: offline synthesis never asks AWS who is calling. */
const offlineAccount = '123456789012';

export interface SynthOptions {
  /** Build the SPA with Vite instead of uploading a placeholder page. */
  buildWeb?: boolean;
  /** Cloud assembly folder; a temporary one when omitted. */
  outdir?: string;
}

/**
 * Synthesizes every stack of sst.config.ts for a stage without touching AWS. Requires
 * NODE_ENV=test (vitest sets it): otherwise SST looks up the account and bootstrap stack.
 */
export async function synthApp(stage: string, { buildWeb = false, outdir }: SynthOptions = {}) {
  if (process.env.NODE_ENV !== 'test') throw new Error('synthApp needs NODE_ENV=test, or SST calls AWS');
  if (!buildWeb) process.env.PORTAL_SKIP_WEB_BUILD ??= '1';

  await initProject({ stage });
  const { name, region } = useProject().config;
  const app = new App({ mode: 'deploy', stage, name, region, account: offlineAccount }, { outdir });
  await config.stacks(app);
  await app.finish();

  // Looked up by name rather than getStack(), which only knows the most recently built app.
  const stackOf = (fn: FunctionalStack<unknown>) => app.node.findChild(app.logicalPrefixedName(fn.name)) as Stack;
  return { app, stackOf, template: (fn: FunctionalStack<unknown>) => Template.fromStack(stackOf(fn)) };
}
