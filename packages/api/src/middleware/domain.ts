// Core's cold-start entry, not its index: every module the index re-exports would load at import
// with it (esbuild splits by file), and this file loads at every cold start (scripts/bench/bundle.test.ts).
import { DomainError, Domains } from '@portal/core/runtime';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AppContext } from '../env';

export interface DomainOptions {
  /** The domain implied by where the request arrived: CloudFront's header on Lambda, the host name locally. */
  hostDomain?: (c: AppContext) => string | undefined;
  /**
   * Whether a `Domain` header chooses the domain before `hostDomain`: local work only (the local
   * server, the tests). Behind CloudFront the distribution's domain is the request's, whatever
   * header a viewer adds, so any host name cannot serve any domain's calls.
   */
  domainHeader?: boolean;
}

/** Resolves the white-label domain of the request; an unknown domain is a 404. */
export const domain = (options: DomainOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const identifier = (options.domainHeader ? c.req.header('Domain') : undefined) ?? options.hostDomain?.(c);
    if (!identifier) throw new DomainError('not_found', options.domainHeader ? 'Unknown domain: send the Domain header.' : 'Unknown domain.');
    const core = c.get('core');
    const found = await Domains.fromIdentifier(core, identifier.trim().toLowerCase());
    if (!found) throw new DomainError('not_found', `Unknown domain: ${identifier}`);
    c.set('domainCtx', { ...core, domain: found, address: c.get('clientAddress') });
    await next();
  });
