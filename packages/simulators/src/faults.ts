import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

interface Pending {
  failures: { remaining: number; status: number; message: string };
  delays: { remaining: number; ms: number };
  losses: { remaining: number };
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
 * A delay applies before a failure, so the two combine into a slow error; a failed call is not
 * carried out, so it has no answer to lose.
 */
export function createFaults(options: { errorBody: (message: string) => object; onReset?: () => void }) {
  const pending: Pending = { failures: { remaining: 0, status: 500, message: '' }, delays: { remaining: 0, ms: 0 }, losses: { remaining: 0 } };

  const fail = (times: number, status: number, message = 'Simulated failure') => {
    pending.failures = { remaining: times, status, message };
  };
  const delay = (ms: number, times = 1) => {
    pending.delays = { remaining: times, ms };
  };
  const lose = (times = 1) => {
    pending.losses = { remaining: times };
  };
  const reset = () => {
    fail(0, 500);
    delay(0, 0);
    lose(0);
    options.onReset?.();
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (pending.delays.remaining > 0) {
      pending.delays.remaining -= 1;
      await new Promise((done) => setTimeout(done, pending.delays.ms));
    }
    if (pending.failures.remaining > 0) {
      pending.failures.remaining -= 1;
      return c.json(options.errorBody(pending.failures.message), pending.failures.status as ContentfulStatusCode);
    }
    await next();
    if (pending.losses.remaining > 0) {
      pending.losses.remaining -= 1;
      dropAnswer(c);
    }
  };

  const control = new Hono();
  const count = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
  control.post('/fail', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { times?: unknown; status?: unknown; message?: unknown };
    const status = count(body.status, 500);
    if (status < 400 || status > 599) return c.json({ error: 'status must be 400-599' }, 400);
    fail(count(body.times, 1), status, typeof body.message === 'string' ? body.message : undefined);
    return c.json({ armed: pending.failures });
  });
  control.post('/delay', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { ms?: unknown; times?: unknown };
    delay(count(body.ms, 0), count(body.times, 1));
    return c.json({ armed: pending.delays });
  });
  control.post('/lose', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { times?: unknown };
    lose(count(body.times, 1));
    return c.json({ armed: pending.losses });
  });
  control.post('/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  return { fail, delay, lose, reset, middleware, control };
}

export type Faults = ReturnType<typeof createFaults>;
