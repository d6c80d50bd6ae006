import { Construct } from 'constructs';
import type { App } from 'sst/constructs';
import { describe, expect, it, vi } from 'vitest';
import { loadStageSecrets, optionalSecret, ORIGIN_SECRET, ORIGIN_SECRET_PREVIOUS, requiredSecret, requiredSecretValue } from './stage-secrets';

// What `npx sst secrets set` stored for the stage, as SST's Config.secrets() answers: a value, or the app-wide fallback.
const stored = vi.hoisted(() => ({ current: {} as Record<string, { value?: string; fallback?: string }> }));
vi.mock('sst/config.js', () => ({ Config: { secrets: async () => stored.current } }));

/** Just enough of SST's App for the secrets: a root construct with a stage, that registers bound types. */
class StageApp extends Construct {
  readonly stage = 'prod';
  constructor(private readonly offline: boolean) {
    super(undefined as unknown as Construct, '');
  }
  isRunningSSTTest() {
    return this.offline;
  }
  registerTypes() {}
}

const deployed = async (secrets: typeof stored.current) => {
  stored.current = secrets;
  const app = new StageApp(false);
  await loadStageSecrets(app as unknown as App);
  return app;
};

describe('stage secrets', () => {
  it("gives the origin secret's value and binds the previous one only while the stage has it (a rotation)", async () => {
    const rotating = await deployed({ [ORIGIN_SECRET]: { value: 'new' }, [ORIGIN_SECRET_PREVIOUS]: { value: 'old' } });
    expect(requiredSecretValue(rotating, ORIGIN_SECRET)).toBe('new');
    expect(requiredSecret(rotating, ORIGIN_SECRET).name).toBe(ORIGIN_SECRET);
    expect(optionalSecret(rotating, ORIGIN_SECRET_PREVIOUS)?.name).toBe(ORIGIN_SECRET_PREVIOUS);

    const settled = await deployed({ [ORIGIN_SECRET]: { value: 'new' } });
    expect(optionalSecret(settled, ORIGIN_SECRET_PREVIOUS)).toBeUndefined();
  });

  it('takes the app-wide fallback value as set, as the functions do', async () => {
    const app = await deployed({ [ORIGIN_SECRET]: { fallback: 'shared' } });
    expect(requiredSecretValue(app, ORIGIN_SECRET)).toBe('shared');
  });

  it('stops the deploy, saying how to set it, when a required secret is missing', async () => {
    const app = await deployed({ BOLDSIGN_API_KEY: { value: 'k' } });
    expect(() => requiredSecret(app, ORIGIN_SECRET)).toThrow(
      'Secret ORIGIN_SECRET is not set in stage prod: npx sst secrets set ORIGIN_SECRET <value> --stage prod',
    );
  });

  it('offline, asks nothing of AWS and takes the usual secrets as set, without a rotation', async () => {
    stored.current = {};
    const app = new StageApp(true);
    await loadStageSecrets(app as unknown as App);
    expect(requiredSecretValue(app, ORIGIN_SECRET)).toBe('offline-synth-origin-secret');
    expect(optionalSecret(app, 'BOLDSIGN_API_KEY')).toBeDefined();
    expect(optionalSecret(app, ORIGIN_SECRET_PREVIOUS)).toBeUndefined();
  });

  it('refuses to be read before it is loaded', () => {
    expect(() => requiredSecretValue(new StageApp(true), ORIGIN_SECRET)).toThrow(/loadStageSecrets/);
  });
});
