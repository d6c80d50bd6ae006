import type { BuildVersion } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { domainKeys } from '../../../lib/domain-config';

export const getBuildVersion = (signal?: AbortSignal) => api.get<BuildVersion>('auth/build-version/', { auth: false, signal });

export const buildVersionQueryOptions = () => queryOptions({ queryKey: domainKeys.buildVersion(), queryFn: ({ signal }) => getBuildVersion(signal) });
