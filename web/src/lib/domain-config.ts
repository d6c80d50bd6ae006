import type { DomainConfig } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDomainIdentifier } from '../config/domain';
import { api } from './api-client';
import { session } from './session';

export const domainKeys = {
  all: ['domain'] as const,
  config: (identifier: string) => [...domainKeys.all, 'config', identifier] as const,
  buildVersion: () => [...domainKeys.all, 'build-version'] as const,
};

export const getDomainConfig = (identifier: string, signal?: AbortSignal) =>
  api.get<DomainConfig>(`domain/config/${encodeURIComponent(identifier)}/`, { auth: false, signal });

export const domainConfigQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: domainKeys.config(identifier),
    queryFn: ({ signal }) => getDomainConfig(identifier, signal),
  });

/** The stored configuration, when it belongs to this domain. */
export function storedDomainConfig(identifier: string): DomainConfig | undefined {
  const stored = session.getDomainConfig();
  return stored?.domain.identifier === identifier ? stored : undefined;
}

/** The domain's configuration: the stored copy at once, kept current by the navigation check. */
export function useDomainConfig() {
  const identifier = getDomainIdentifier();
  return useQuery({
    ...domainConfigQueryOptions(identifier),
    initialData: () => storedDomainConfig(identifier),
    staleTime: Infinity,
  });
}
