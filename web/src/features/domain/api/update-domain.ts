import type { DomainUpdated } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { domainConfigQueryOptions } from '../../../lib/domain-config';
import { session } from '../../../lib/session';
import { getDomainIdentifier } from '../../../config/domain';

type Updated = z.infer<typeof DomainUpdated>;

/** Sends General Settings (multipart, with the chosen images) as PATCH domain/config/{id}/. */
export const updateDomain = (domainId: number, form: FormData) => api.patch<Updated>(`domain/config/${domainId}/`, form);

/**
 * Saves General Settings. Once saved, the new configuration is fetched and stored before the
 * page reloads (spec §4 White-label save), so the reloaded page shows the new title, favicon and
 * logo and the navigation check finds nothing new to reload for.
 */
export function useUpdateDomain(domainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateDomain(domainId, form),
    onSuccess: async () => {
      const config = await queryClient.fetchQuery({ ...domainConfigQueryOptions(getDomainIdentifier()), staleTime: 0 });
      session.setDomainConfig(config);
    },
  });
}
