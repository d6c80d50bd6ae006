import type { TemplateType, TemplateView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from './keys';
import { templateApi } from './paths';

export interface SetTemplateActiveInput {
  id: number;
  isActive: boolean;
}

export const setTemplateActive = ({ id, isActive }: SetTemplateActiveInput) => api.patch<TemplateView>(templateApi.update(id), { is_active: isActive });

/** Turns a template Active or Inactive; its row shows the template as the server answers it. */
export function useSetTemplateActive(domainId: number, type: TemplateType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemplateActive,
    onSuccess: (saved) =>
      queryClient.setQueryData<TemplateView[]>(templateKeys.list(domainId, type), (templates) =>
        templates?.map((template) => (template.id === saved.id ? saved : template)),
      ),
  });
}
