import type { DomainConfig } from '@portal/contracts';

/**
 * A stored value that existed and differs means this page runs an older build or configuration.
 * A missing value is only stored: the page has just loaded what the server serves now, and a
 * reload there could repeat forever where storage does not persist.
 */
export function isOutdated(previous: string | null | undefined, current: string): boolean {
  return previous != null && previous !== current;
}

export const configFingerprint = (config: DomainConfig) => JSON.stringify(config);

/** At most one automatic reload per gap, so values that alternate cannot cause a reload loop. */
export function mayAutoReload(lastReloadAt: number | null, now: number, minGapMs: number): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= minGapMs;
}
