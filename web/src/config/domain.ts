import { env } from './env';

export interface DomainSources {
  /** Content of `<meta name="portal-domain">`, filled per host by the local server. */
  meta?: string | null;
  /** Build-time identifier: AWS builds one site per domain. */
  build?: string;
  hostname: string;
}

/** The white-label domain this page belongs to: meta tag, then build setting, then first host label. */
export function detectDomainIdentifier({ meta, build, hostname }: DomainSources): string {
  const chosen = meta?.trim() || build?.trim() || hostname.split('.')[0] || '';
  return chosen.toLowerCase();
}

let detected: string | undefined;

export function getDomainIdentifier(): string {
  detected ??= detectDomainIdentifier({
    meta: document.querySelector<HTMLMetaElement>('meta[name=portal-domain]')?.content,
    build: env.PORTAL_DOMAIN,
    hostname: window.location.hostname,
  });
  return detected;
}
