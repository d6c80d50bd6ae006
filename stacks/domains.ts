import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomainIdentifier } from '../packages/contracts/src/domain';

/** A white-label domain served by its own CloudFront distribution. */
export interface SiteDomain {
  identifier: string;
  name: string;
  hostname?: string;
}

/** Reads domains.json at the repository root; identifiers follow the contract and are unique. */
export function loadDomains(file = path.resolve('domains.json')): SiteDomain[] {
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${file}: expected a non-empty array`);
  const domains = entries.map((entry, i) => parseDomain(entry, `${file}[${i}]`));
  if (new Set(domains.map((domain) => domain.identifier)).size !== domains.length) {
    throw new Error(`${file}: identifiers must be unique`);
  }
  return domains;
}

function parseDomain(entry: unknown, where: string): SiteDomain {
  const { identifier, name, hostname } = (entry ?? {}) as Record<string, unknown>;
  const parsed = DomainIdentifier.safeParse(identifier);
  if (!parsed.success) throw new Error(`${where}: identifier ${JSON.stringify(identifier)} is not a domain identifier`);
  if (typeof name !== 'string' || name === '') throw new Error(`${where}: name is required`);
  if (hostname !== undefined && typeof hostname !== 'string') throw new Error(`${where}: hostname must be a string`);
  return { identifier: parsed.data, name, hostname };
}
