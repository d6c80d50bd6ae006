// Core by module, not through its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import * as Domains from '@portal/core/domains/domains';
import { DomainError } from '@portal/core/errors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AppContext } from '../env';

export interface DomainOptions {
  /** The domain implied by where the request arrived (host or CDN header), used when no Domain header is sent. */
  hostDomain?: (c: AppContext) => string | undefined;
}

/** Resolves the white-label domain of the request; an unknown domain is a 404. */
export const domain = (options: DomainOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const identifier = c.req.header('Domain') ?? options.hostDomain?.(c);
    if (!identifier) throw new DomainError('not_found', 'Unknown domain: send the Domain header.');
    const core = c.get('core');
    const found = await Domains.fromIdentifier(core, identifier.trim().toLowerCase());
    if (!found) throw new DomainError('not_found', `Unknown domain: ${identifier}`);
    c.set('domainCtx', { ...core, domain: found });
    await next();
  });
