import type { ResourceGroup, SectionRequest } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { resourceKeys } from './keys';

/** The member's plan: its first membership, whose groups the Resource Center shows. */
const usePlan = () => useUser()?.membership[0]?.id;

/** The groups suggested on the page at `path` for the member's membership (the floating panel). */
export function useSectionResources(path: string) {
  const plan = usePlan();
  return useQuery({
    queryKey: resourceKeys.section(plan ?? 0, path),
    queryFn: ({ signal }) => api.post<ResourceGroup[]>(`assets/subscription/${plan}/section/`, { url: path } satisfies SectionRequest, { signal }),
    enabled: plan !== undefined,
  });
}

/** Every group offered to the member's membership (the Resource Center page). */
export function useMembershipResources() {
  const plan = usePlan();
  return useQuery({
    queryKey: resourceKeys.membership(plan ?? 0),
    queryFn: ({ signal }) => api.get<ResourceGroup[]>(`assets/subscription/${plan}/`, { signal }),
    enabled: plan !== undefined,
  });
}
