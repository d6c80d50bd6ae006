import type { FedexRequestFields, FedexRequestSaved } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { labelKeys } from './keys';

export const requestLabel = (body: z.input<typeof FedexRequestFields>) => api.post<FedexRequestSaved>('fedex-requests/', body);

/** Sends a center's label request; its list is read again. */
export function useRequestLabel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestLabel, onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.lists() }) });
}
