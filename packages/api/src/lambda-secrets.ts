/**
 * Parameters bound with SST's Config.Parameter arrive as plain values (SST_Parameter_value_<NAME>);
 * each is copied to process.env.<NAME>, the name the core reads, unless that is set already.
 */
export function copyBoundParameters(names: readonly string[]): void {
  for (const name of names) {
    const value = process.env[`SST_Parameter_value_${name}`];
    if (value && !process.env[name]) process.env[name] = value;
  }
}

/**
 * Secrets bound to a Lambda function with SST's Config.Secret arrive as placeholders
 * (SST_Secret_value_<NAME>) that SST's client, sst/node/config, resolves from SSM when it loads.
 * The core reads plain names (configFromEnv), so each value is copied to process.env.<NAME>.
 *
 * The secrets read here are optional: SST's client fails when one is not set in the stage, and then
 * the name stays unset (e-signature answers that it is not configured). Any other failure (SSM
 * unreachable, access denied) is thrown, so the container fails to start and the next invocation
 * tries again instead of running without the secret. SST's client loads every bound secret at once
 * and fails as a whole, so one unset secret leaves the others unset too (the warning names it).
 */
export async function loadBoundSecrets(names: readonly string[]): Promise<void> {
  const pending = names.filter((name) => !process.env[name] && process.env[`SST_Secret_value_${name}`]);
  if (pending.length === 0) return;
  try {
    const { Config } = await import('sst/node/config');
    const values = Config as unknown as Record<string, string | undefined>;
    for (const name of pending) {
      const value = values[name];
      if (value) process.env[name] = value;
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!/not set/.test(message)) throw e;
    console.warn(JSON.stringify({ level: 'warn', message: 'Optional secrets are not set in this stage', secrets: pending, detail: message }));
  }
}
