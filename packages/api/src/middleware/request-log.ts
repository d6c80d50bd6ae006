import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  [key: string]: unknown;
}

export const jsonLogger = (line: LogLine) => console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));

/**
 * Gives each request an id (kept from x-request-id when sent) and logs one JSON line per request,
 * with the caller's address as the per-address limits read it (the viewer's, as CloudFront saw it,
 * on Lambda): API Gateway's own access log has only CloudFront's.
 */
export const requestLog = (log: (line: LogLine) => void = jsonLogger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      address: c.get('clientAddress'),
      domain: c.get('domainCtx')?.domain.identifier,
      memberId: c.get('memberCtx')?.caller.memberId,
      actingAs: c.get('memberCtx')?.member.memberId,
    });
  });
