import { Config, type App } from 'sst/constructs';
import type { Construct } from 'constructs';

/** CloudFront sends it to the API in x-origin-verify; the API refuses requests without it. */
export const ORIGIN_SECRET = 'ORIGIN_SECRET';
/** Set only while the origin secret is rotated: the API accepts it too. */
export const ORIGIN_SECRET_PREVIOUS = 'ORIGIN_SECRET_PREVIOUS';

/** What an offline synth takes as set (it never asks AWS): the secrets every full deploy has. */
const OFFLINE_SECRETS: Record<string, string> = {
  [ORIGIN_SECRET]: 'offline-synth-origin-secret',
  BOLDSIGN_API_KEY: 'offline-synth-placeholder',
  AUTHORIZENET_TRANSACTION_KEY: 'offline-synth-placeholder',
};

const loaded = new WeakMap<App, ReadonlyMap<string, string>>();

/**
 * Reads which secrets the stage has (`npx sst secrets set NAME value --stage <stage>`, kept in
 * SSM), once before the stacks are built: the deploy runs with the deployer's credentials. Offline
 * (NODE_ENV=test, when SST itself skips AWS) OFFLINE_SECRETS stand in.
 */
export async function loadStageSecrets(app: App): Promise<void> {
  if (app.isRunningSSTTest()) {
    loaded.set(app, new Map(Object.entries(OFFLINE_SECRETS)));
    return;
  }
  const { Config: StageConfig } = await import('sst/config.js');
  const secrets = new Map<string, string>();
  for (const [name, { value, fallback }] of Object.entries(await StageConfig.secrets())) {
    // SST's loader falls back to the app-wide value (`secrets set --fallback`) as well.
    const set = value ?? fallback;
    if (set) secrets.set(name, set);
  }
  loaded.set(app, secrets);
}

function stageSecrets(scope: Construct): ReadonlyMap<string, string> {
  const app = scope.node.root as App;
  const secrets = loaded.get(app);
  if (!secrets) throw new Error('loadStageSecrets(app) runs before the stacks (sst.config.ts)');
  return secrets;
}

/** The value of a secret the deploy itself needs (CloudFront's origin header); stops the deploy, saying how to set it, when unset. */
export function requiredSecretValue(scope: Construct, name: string): string {
  const value = stageSecrets(scope).get(name);
  if (value) return value;
  const app = scope.node.root as App;
  throw new Error(`Secret ${name} is not set in stage ${app.stage}: npx sst secrets set ${name} <value> --stage ${app.stage} (docs/deploy.md, Secrets)`);
}

/** The value of a secret the deploy reads when the stage has it (the previous origin secret, during a rotation). */
export const optionalSecretValue = (scope: Construct, name: string): string | undefined => stageSecrets(scope).get(name);

/**
 * A secret to bind only when the stage has it. A function loads its bound secrets all at once and
 * gets none when one is missing (packages/api/src/lambda-secrets.ts), so an optional secret left
 * unset is not bound: one set later takes effect at the next deploy.
 */
export function optionalSecret(scope: Construct, name: string): Config.Secret | undefined {
  return stageSecrets(scope).has(name) ? new Config.Secret(scope, name) : undefined;
}

/** A secret a deploy cannot do without: bound, after checking that the stage has it. */
export function requiredSecret(scope: Construct, name: string): Config.Secret {
  requiredSecretValue(scope, name);
  return new Config.Secret(scope, name);
}
