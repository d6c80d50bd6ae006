import type { Core, DomainCtx, DomainRecord } from '../context';
import { GLOBAL_SCOPE, nextId } from '../db/counters';
import { conflict, notFound } from '../errors';

const CACHE_MS = 10_000;
const cache = new Map<string, { at: number; domain: DomainRecord | undefined }>();

/** The domain with this identifier, cached briefly: every request resolves its Domain header. */
export async function fromIdentifier(core: Core, identifier: string): Promise<DomainRecord | undefined> {
  const hit = cache.get(identifier);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.domain;
  const { data } = await core.db.entities.domain.query.byIdentifier({ identifier }).go({ limit: 1 });
  cache.set(identifier, { at: Date.now(), domain: data[0] });
  return data[0];
}

/** The domain with this id (background jobs, which have no request to name it). */
export async function fromId(core: Core, domainId: number): Promise<DomainRecord | undefined> {
  const { data } = await core.db.entities.domain.get({ domainId }).go();
  return data ?? undefined;
}

/** The domain with this identifier; one of no domain is not found (the public configuration the login page reads). */
export async function known(core: Core, identifier: string): Promise<DomainRecord> {
  const domain = await fromIdentifier(core, identifier);
  if (!domain) throw notFound('Domain');
  return domain;
}

/**
 * The request's own domain, which a path names by id (the spec's paths do): another domain's id is
 * not found, as `what` (the domain, or the product whose price is set for it), so nothing tells one
 * domain's records from another's.
 */
export function own(ctx: DomainCtx, domainId: number, what = 'Domain'): DomainRecord {
  if (domainId !== ctx.domain.domainId) throw notFound(what);
  return ctx.domain;
}

export function forgetCached(identifier: string) {
  cache.delete(identifier);
}

export interface NewDomain {
  identifier: string;
  name: string;
  url: string;
  emailSender: string;
  emailNotifications: string;
  description?: string;
  logo?: string;
  favicon?: string;
}

/** Provisions a domain with the next global domain id; identifiers are unique. */
export async function create(core: Core, input: NewDomain): Promise<DomainRecord> {
  const { data: existing } = await core.db.entities.domain.query.byIdentifier({ identifier: input.identifier }).go({ limit: 1 });
  if (existing.length) throw conflict(`Domain ${input.identifier} already exists.`);
  const domainId = await nextId(core.db, GLOBAL_SCOPE, 'domain');
  const { data } = await core.db.entities.domain.create({ ...input, domainId, updatedAt: new Date().toISOString() }).go();
  forgetCached(input.identifier);
  return data;
}

/**
 * The idle sign-out of a domain that has not set one: contracts' IDLE_SIGN_OUT_DEFAULT_MINUTES (a test
 * keeps them equal), spelt here because this module loads with every request and the contracts' index
 * with the first request of an area.
 */
export const DEFAULT_IDLE_MINUTES = 15;

/** The minutes without activity after which the domain's sessions are signed out. */
export const idleMinutes = (domain: Pick<DomainRecord, 'idleSignOutMinutes'>) => domain.idleSignOutMinutes ?? DEFAULT_IDLE_MINUTES;
