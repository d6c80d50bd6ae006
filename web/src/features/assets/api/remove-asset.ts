import type { MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assetKeys } from './keys';

export const removeAsset = (id: number) => api.delete<MessageBody>(`assets/${id}/`);

export function useRemoveAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAsset, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }) });
}
