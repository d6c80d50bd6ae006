import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EditLinkAnswer } from '../utils/templates';
import { templateKeys } from './keys';
import { templateApi } from './paths';

export const getTemplateEditLink = (id: number, signal?: AbortSignal) => api.get<EditLinkAnswer>(templateApi.editLink(id), { signal });

/** The provider's editor of a template. A link is asked each time the editor opens and is not kept. */
export function useTemplateEditLink(id: number) {
  return useQuery({
    queryKey: templateKeys.editLink(id),
    queryFn: ({ signal }) => getTemplateEditLink(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
