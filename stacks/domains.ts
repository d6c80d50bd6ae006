import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A white-label domain served by its own CloudFront distribution. */
export interface SiteDomain {
  identifier: string;
  name: string;
  hostname?: string;
}

const identifierPattern = /^[a-z0-9][a-z0-9-]*$/;

/** Reads domains.json at the repository root; identifiers are unique and URL-safe. */
export function loadDomains(file = path.resolve('domains.json')): SiteDomain[] {
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${file}: expected a non-empty array`);
  const domains = entries.map((entry, i) => parseDomain(entry, `${file}[${i}]`));
  const identifiers = new Set(domains.map((domain) => domain.identifier));
  if (identifiers.size !== domains.length) throw new Error(`${file}: identifiers must be unique`);
  return domains;
}

function parseDomain(entry: unknown, where: string): SiteDomain {
  const { identifier, name, hostname } = (entry ?? {}) as Record<string, unknown>;
  if (typeof identifier !== 'string' || !identifierPattern.test(identifier)) {
    throw new Error(`${where}: identifier must be lowercase letters, digits and dashes`);
  }
  if (typeof name !== 'string' || name === '') throw new Error(`${where}: name is required`);
  if (hostname !== undefined && typeof hostname !== 'string') throw new Error(`${where}: hostname must be a string`);
  return { identifier, name, hostname };
}
