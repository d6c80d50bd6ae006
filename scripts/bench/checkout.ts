/**
 * `npm run bench:checkout`: the server time of one card payment on the local stack. Starts the
 * emulators and the gateway simulator (in memory), seeds the demo domains, then has the demo
 * harvest center pay a cannula with its saved card BENCH_RUNS times (50 by default), one at a time,
 * each with a new idempotency key, through the Hono app as the Lambda runs it (no network in front).
 * Prints the median and the 90th percentile: the claim, the charge at the simulator, the settle and
 * the receipt e-mail. A script, not a timed test: figures depend on the machine. Ports start at
 * BENCH_PORT (31100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../packages/api/src/app';
import { configFromEnv, createCore, Domains, Products } from '../../packages/core/src';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { benchPorts } from '../local/ports';
import { seedDemo } from '../seed/seed';
import { DEMO_PASSWORD } from '../seed/demo';

const runs = Number(process.env.BENCH_RUNS ?? 50);
const base = Number(process.env.BENCH_PORT ?? 31100);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-checkout-'));
const ports = benchPorts(base);
const emulators = await startEmulators({ ports, dataDir, inMemory: true });

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!;

try {
  const resources = await bootstrap(emulators.endpoints);
  const core = createCore(configFromEnv(apiEnvironment(emulators.endpoints, resources, 'bench')));
  console.log('Seeding the demo domains…');
  await seedDemo(core, (identifier) => `http://${identifier}.localhost:${ports.portal}`, new Map());
  const app = createApp({ core, log: () => {}, domainHeader: true, clientAddress: () => '10.9.0.1' });
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { Domain: 'acme', 'content-type': 'application/json' };
    if (token) headers.Authorization = `token ${token}`;
    const started = performance.now();
    const res = await app.request(`/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    return { status: res.status, body: answer, ms: performance.now() - started };
  };

  const login = await call('POST', 'auth/login/', { email: 'hc@acme.test', password: DEMO_PASSWORD });
  const token = login.body.token as string;
  const cards = await call('POST', 'billing-profiles/get-profile/', { user_id: 4 }, token);
  const card = (cards.body.payments as { payment_profile_id: string; default: boolean }[])[0]!.payment_profile_id;
  const domain = (await Domains.fromIdentifier(core, 'acme'))!;
  const cannula = (await Products.fromId({ ...core, domain }, 8))!;
  const body = () => ({
    idempotency_key: randomUUID(),
    product_id: 8,
    product_amount: cannula.priceCents / 100,
    total_amount: cannula.priceCents / 100,
    shipping_fee: 'no',
    email: 'hc@acme.test',
    phone_number: '5550100',
    addressInfo: { address1: '200 Harbor Way', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
    payment: { payment_profile_id: card },
  });

  // One payment first, so the timed ones find the entities built and the connections open, as a warm Lambda does.
  await call('POST', 'transactions/', body(), token);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const res = await call('POST', 'transactions/', body(), token);
    if (res.status !== 200 || res.body.code !== 'success') throw new Error(`payment ${i + 1} failed: ${res.status} ${JSON.stringify(res.body)}`);
    times.push(res.ms);
  }
  console.log(
    `\nCheckout server time per payment (${runs} payments, saved card, local stack): median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
