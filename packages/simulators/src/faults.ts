import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `match`, when set: the fault applies only to calls whose body contains this text (e.g. one gateway method). */
interface Pending {
  failures: { remaining: number; status: number; message: string; match?: string };
  refusals: { remaining: number; code: string; message: string; match?: string };
  delays: { remaining: number; ms: number; match?: string };
  losses: { remaining: number; match?: string };
}

/** The provider's own answer refusing a call with one of its error codes (e.g. HTTP 200 with E00011 at the gateway). */
export type Refusal = (c: Context, code: string, message: string) => Response;

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
 *   POST /_sim/refuse {"times": 1, "code": "E00011", "message": "..."} the next `times` calls are refused as the
 *                                                                    provider refuses one, with its error code
 *                                                                    (only for a simulator given `refusal`)
 *   POST /_sim/delay {"ms": 2000, "times": 1}                       the next `times` calls answer `ms` late
 *   POST /_sim/lose  {"times": 1}                                    the next `times` calls are carried out,
 *                                                                    then their answer is lost (connection cut)
 *   POST /_sim/reset                                                 disarms all (and calls onReset)
 * Each may add "match": "text": then only calls whose body contains the text count (and are
 * faulted), e.g. "createTransactionRequest" for the gateway's charges alone.
 * A delay applies before a failure or a refusal, so they combine into a slow error; a failed or
 * refused call is not carried out, so it has no answer to lose.
 */
export function createFaults(options: { errorBody: (message: string) => object; refusal?: Refusal; onReset?: () => void }) {
  const pending: Pending = {
    failures: { remaining: 0, status: 500, message: '' },
    refusals: { remaining: 0, code: '', message: '' },
    delays: { remaining: 0, ms: 0 },
    losses: { remaining: 0 },
  };

  const fail = (times: number, status: number, message = 'Simulated failure', match?: string) => {
    pending.failures = { remaining: times, status, message, match };
  };
  const refuse = (times: number, code: string, message = 'Simulated refusal', match?: string) => {
    pending.refusals = { remaining: times, code, message, match };
  };
  const delay = (ms: number, times = 1, match?: string) => {
    pending.delays = { remaining: times, ms, match };
  };
  const lose = (times = 1, match?: string) => {
    pending.losses = { remaining: times, match };
  };
  const reset = () => {
    fail(0, 500);
    refuse(0, '');
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
    if (options.refusal && applies(pending.refusals)) {
      pending.refusals.remaining -= 1;
      return options.refusal(c, pending.refusals.code, pending.refusals.message);
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
  if (options.refusal) {
    control.post('/refuse', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { times?: unknown; code?: unknown; message?: unknown; match?: unknown };
      if (typeof body.code !== 'string' || !body.code) return c.json({ error: 'code is required' }, 400);
      refuse(count(body.times, 1), body.code, typeof body.message === 'string' ? body.message : undefined, matchOf(body.match));
      return c.json({ armed: pending.refusals });
    });
  }
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

  return { fail, refuse, delay, lose, reset, middleware, control };
}

export type Faults = ReturnType<typeof createFaults>;
