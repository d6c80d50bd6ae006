import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MIN_AUTO_RELOAD_GAP_MS } from '../../../config/constants';
import { getDomainIdentifier } from '../../../config/domain';
import { domainConfigQueryOptions, storedDomainConfig } from '../../../lib/domain-config';
import { session } from '../../../lib/session';
import { buildVersionQueryOptions } from '../api/get-build-version';
import { configFingerprint, isOutdated, mayAutoReload } from '../utils/freshness';

const LAST_RELOAD_KEY = 'portal:auto-reload-at';

/** Fetches the build version and domain configuration, stores them, and tells whether either changed. */
async function storeLatest(queryClient: QueryClient): Promise<boolean> {
  const identifier = getDomainIdentifier();
  const [build, config] = await Promise.allSettled([
    queryClient.fetchQuery({ ...buildVersionQueryOptions(), staleTime: 0 }),
    queryClient.fetchQuery({ ...domainConfigQueryOptions(identifier), staleTime: 0 }),
  ]);
  let outdated = false;
  if (build.status === 'fulfilled') {
    outdated = isOutdated(session.getBuildVersion(), build.value.version);
    session.setBuildVersion(build.value.version);
  }
  if (config.status === 'fulfilled') {
    const stored = storedDomainConfig(identifier);
    outdated = isOutdated(stored && configFingerprint(stored), configFingerprint(config.value)) || outdated;
    session.setDomainConfig(config.value);
  }
  return outdated;
}

function reloadUnlessJustReloaded() {
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY)) || null;
    if (!mayAutoReload(last, Date.now(), MIN_AUTO_RELOAD_GAP_MS)) return;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

/** Spec §9: on every navigation, a new build or domain configuration is stored and the page reloads. */
export function FreshnessCheck() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    void storeLatest(queryClient).then((outdated) => {
      if (outdated) reloadUnlessJustReloaded();
    });
  }, [pathname, queryClient]);

  return null;
}
