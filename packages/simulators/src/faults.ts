import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `match`, when set: the fault applies only to calls whose body contains this text (e.g. one gateway method). */
interface Pending {
  failures: { remaining: number; status: number; message: string; match?: string };
  delays: { remaining: number; ms: number; match?: string };
  losses: { remaining: number; match?: string };
}

/**
 * Drops an answer already decided: over HTTP the connection is cut before a byte is sent, so the
 * client sees a network failure; without a socket (app.request in tests) a bare 502 stands for it.
 */
function dropAnswer(c: Context) {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  socket?.destroy();
  c.res = new Response(null, { status: 502 });
}

/**
 * Faults a test arms for a simulator's next API calls, counted in arrival order:
 *   POST /_sim/fail  {"times": 1, "status": 503, "message": "..."}  the next `times` calls answer `status`
 *   POST /_sim/delay {"ms": 2000, "times": 1}                       the next `times` calls answer `ms` late
 *   POST /_sim/lose  {"times": 1}                                    the next `times` calls are carried out,
 *                                                                    then their answer is lost (connection cut)
 *   POST /_sim/reset                                                 disarms all (and calls onReset)
 * Each may add "match": "text": then only calls whose body contains the text count (and are
 * faulted), e.g. "createTransactionRequest" for the gateway's charges alone.
 * A delay applies before a failure, so the two combine into a slow error; a failed call is not
 * carried out, so it has no answer to lose.
 */
export function createFaults(options: { errorBody: (message: string) => object; onReset?: () => void }) {
  const pending: Pending = { failures: { remaining: 0, status: 500, message: '' }, delays: { remaining: 0, ms: 0 }, losses: { remaining: 0 } };

  const fail = (times: number, status: number, message = 'Simulated failure', match?: string) => {
    pending.failures = { remaining: times, status, message, match };
  };
  const delay = (ms: number, times = 1, match?: string) => {
    pending.delays = { remaining: times, ms, match };
  };
  const lose = (times = 1, match?: string) => {
    pending.losses = { remaining: times, match };
  };
  const reset = () => {
    fail(0, 500);
    delay(0, 0);
    lose(0);
    options.onReset?.();
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const armed = Object.values(pending).some((p) => p.remaining > 0 && p.match);
    const body = armed ? await c.req.text() : '';
    const applies = (fault: { remaining: number; match?: string }) => fault.remaining > 0 && (!fault.match || body.includes(fault.match));
    if (applies(pending.delays)) {
      pending.delays.remaining -= 1;
      await new Promise((done) => setTimeout(done, pending.delays.ms));
    }
    if (applies(pending.failures)) {
      pending.failures.remaining -= 1;
      return c.json(options.errorBody(pending.failures.message), pending.failures.status as ContentfulStatusCode);
    }
    await next();
    if (applies(pending.losses)) {
      pending.losses.remaining -= 1;
      dropAnswer(c);
    }
  };

  const control = new Hono();
  const count = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
  const matchOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  control.post('/fail', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { times?: unknown; status?: unknown; message?: unknown; match?: unknown };
    const status = count(body.status, 500);
    if (status < 400 || status > 599) return c.json({ error: 'status must be 400-599' }, 400);
    fail(count(body.times, 1), status, typeof body.message === 'string' ? body.message : undefined, matchOf(body.match));
    return c.json({ armed: pending.failures });
  });
  control.post('/delay', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { ms?: unknown; times?: unknown; match?: unknown };
    delay(count(body.ms, 0), count(body.times, 1), matchOf(body.match));
    return c.json({ armed: pending.delays });
  });
  control.post('/lose', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { times?: unknown; match?: unknown };
    lose(count(body.times, 1), matchOf(body.match));
    return c.json({ armed: pending.losses });
  });
  control.post('/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  return { fail, delay, lose, reset, middleware, control };
}

export type Faults = ReturnType<typeof createFaults>;
