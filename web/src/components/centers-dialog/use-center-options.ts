import type { MemberOption } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '../../hooks/use-cursor-list';
import { api } from '../../lib/api-client';

export const centerOptionKeys = {
  /** Harvest centers matching what is typed in an Edit Harvest Centers dialog. */
  search: (search: string) => ['harvest-center-options', search] as const,
};

/** The newest harvest centers matching the text typed (the picker call: a page at most, whatever the domain's size). */
export const useCenterOptions = (search: string) =>
  useQuery({
    queryKey: centerOptionKeys.search(search),
    queryFn: ({ signal }) => api.get<MemberOption[]>(withQuery('harvest-centers/list-all/', { search }), { signal }),
    placeholderData: keepPreviousData,
  });
