import type { TemplateList, TemplateType } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { templateKeys } from './keys';
import { templateApi } from './paths';

type Templates = z.infer<typeof TemplateList>;

export const getTemplates = async (domainId: number, type: TemplateType, signal?: AbortSignal) =>
  (await api.get<Templates>(templateApi.list(domainId, type), { signal })).data;

/** Verify Status: the provider is asked for each template's status; the answer is the refreshed list. */
export const verifyTemplateStatuses = async (domainId: number, type: TemplateType) => (await api.get<Templates>(templateApi.verifyStatus(domainId, type))).data;

/** A domain's templates of one type, oldest first. */
export function useTemplates(domainId: number, type: TemplateType) {
  return useQuery({ queryKey: templateKeys.list(domainId, type), queryFn: ({ signal }) => getTemplates(domainId, type, signal) });
}

/** Verify Status of one section: its table shows the statuses the provider answered. */
export function useVerifyTemplateStatuses(domainId: number, type: TemplateType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyTemplateStatuses(domainId, type),
    onSuccess: (templates) => queryClient.setQueryData(templateKeys.list(domainId, type), templates),
  });
}
