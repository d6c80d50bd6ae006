import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../../../scripts/test/harness';
import { requestsFor, type FuzzRequest } from '../../../scripts/test/openapi-fuzz/cases';
import { fuzzDomain, type Caller } from '../../../scripts/test/openapi-fuzz/fuzz-domain';
import { operationsOf, type OpenApiDocument } from '../../../scripts/test/openapi-fuzz/operations';
import { storedChanges, storedState, type StoredState } from '../../../scripts/test/stored-state';

/**
 * Every operation of the OpenAPI document, fuzzed as several callers with malformed paths,
 * queries, bodies and content types. No answer may be a 5xx; every answer is JSON, an error
 * carries a message; a request the document says is malformed gets a 4xx (a value past its length
 * limit is said to be too long; a card number in any text field of a body is a 400 naming the
 * field, whoever sends it); and nothing stored
 * changes (see VOLATILE_ENTITIES for the counters and logs left out). Bounded in time: the
 * operations share FUZZ_BUDGET_MS in proportion to how many ways each can be broken, and send at
 * most FUZZ_RUNS_PER_CASE requests per way. FUZZ_SEED replays a run (fast-check prints the seed).
 */
const h = harness();
const state = storedState();
const RUNS_PER_CASE = Number(process.env.FUZZ_RUNS_PER_CASE ?? 12);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const document = (await (await h.app.request('/api/v1/openapi.json')).json()) as OpenApiDocument;
const operations = operationsOf(document);

let fuzz: Awaited<ReturnType<typeof fuzzDomain>>;
/** The stored state after the previous operation: one snapshot per operation serves as the next one's 'before'. */
let stored: StoredState;
let sent = 0;
const started = Date.now();
afterAll(() => console.info(`openapi fuzz: ${operations.length} operations, ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`));
let plans: Map<string, { arbitrary: fc.Arbitrary<[FuzzRequest, Caller]>; runs: number; ms: number }>;
beforeAll(async () => {
  fuzz = await fuzzDomain(h);
  // Admins reach the most handlers past the role check: they send half of the requests.
  const callers = fc.oneof(
    ...fuzz.callers.map((caller) => ({ arbitrary: fc.constant(caller), weight: caller.name === 'admin' ? fuzz.callers.length - 1 : 1 })),
  );
  const built = operations.map((op) => [`${op.method} ${op.path}`, requestsFor(op, fuzz)] as const);
  const total = built.reduce((sum, [, plan]) => sum + plan.cases, 0);
  plans = new Map(
    built.map(([name, plan]) => [
      name,
      { arbitrary: fc.tuple(plan.arbitrary, callers), runs: plan.cases * RUNS_PER_CASE, ms: Math.max(100, (BUDGET_MS * plan.cases) / total) },
    ]),
  );
  stored = await state.take();
}, 60_000);

async function send(req: FuzzRequest, caller: Caller) {
  const headers: Record<string, string> = { ...caller.headers, ...req.headers, 'x-forwarded-for': '10.250.0.1' };
  let body: string | FormData | undefined = req.body?.raw;
  if (req.body?.form) {
    body = new FormData();
    for (const [name, value] of req.body.form)
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, new Blob([value.file], { type: value.type }), 'fuzz.pdf');
  } else if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  const query = new URLSearchParams(req.query).toString();
  const res = await h.app.request(`/api/v1${req.path}${query ? `?${query}` : ''}`, { method: req.method, headers, body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What is wrong with the answer, or nothing. */
function problem(req: FuzzRequest, res: Awaited<ReturnType<typeof send>>): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  if (!res.type.includes('application/json')) return `answered ${res.status} as ${res.type || 'no content type'}`;
  let body: { message?: unknown };
  try {
    body = JSON.parse(res.text);
  } catch {
    return `answered ${res.status} with a body that is no JSON`;
  }
  if (res.status >= 400 && (typeof body?.message !== 'string' || !body.message)) return `answered ${res.status} without a message`;
  if (req.mustRefuse && res.status < 400) return `accepted a malformed request (${res.status})`;
  if (req.expect?.status !== undefined && res.status !== req.expect.status) return `answered ${res.status}, not ${req.expect.status}`;
  const { field, says } = req.expect ?? {};
  if (says && res.status === 400 && !says.some((message) => String(body.message).includes(`${field}: ${message}`))) return `did not say "${field}: ${says[0]}"`;
  return undefined;
}

describe.each(operations.map((op) => `${op.method} ${op.path}`))('%s', (name) => {
  it('answers malformed requests with a JSON 4xx and stores nothing', async () => {
    const { arbitrary, runs, ms } = plans.get(name)!;
    const failures: string[] = [];
    let refused: Error | undefined;
    // The budget stops further requests, never the first: a busy machine still sends one per operation.
    const deadline = performance.now() + ms;
    let sentHere = 0;
    await fc
      .assert(
        fc.asyncProperty(arbitrary, async ([req, caller]) => {
          if (sentHere > 0 && performance.now() > deadline) return true;
          sentHere += 1;
          sent += 1;
          const res = await send(req, caller);
          const wrong = problem(req, res);
          if (wrong) failures.push(`${caller.name}: ${req.broken}: ${wrong}: ${res.text.slice(0, 200)}`);
          return wrong === undefined;
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      )
      .catch((error: Error) => {
        refused = new Error(`${failures.at(-1) ?? ''}\n${error.message.split('\n').slice(0, 3).join('\n')}`);
      });
    // Snapshot even after a failure, so the next operation is compared with what this one left.
    const before = stored;
    stored = await state.take();
    if (refused) throw refused;
    expect(storedChanges(before, stored), 'stored state changed').toEqual([]);
  });
});
