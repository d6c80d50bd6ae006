import type { EmailSettings } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const emailSettingsKeys = {
  all: ['email-settings'] as const,
  byDomain: (domainId: number) => [...emailSettingsKeys.all, domainId] as const,
};

const emailSettingsQuery = (domainId: number) =>
  queryOptions({
    queryKey: emailSettingsKeys.byDomain(domainId),
    queryFn: ({ signal }) => api.get<EmailSettings>(`domain/email-settings/by-domain/${domainId}/`, { signal }),
  });

/** The Email Configuration table as SES last reported it. */
export const useEmailSettings = (domainId: number) => useQuery(emailSettingsQuery(domainId));

/** Verify Status: SES is asked now; the table shows its answer. */
export function useVerifyEmailSettings(domainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<EmailSettings>(`domain/email-settings/by-domain/${domainId}/status/`),
    onSuccess: (settings) => queryClient.setQueryData(emailSettingsKeys.byDomain(domainId), settings),
  });
}
