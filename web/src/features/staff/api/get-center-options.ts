import type { MemberOption } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** The newest harvest centers matching the text typed (the picker call: a page at most, whatever the domain's size). */
export const useCenterOptions = (search: string) =>
  useQuery({
    queryKey: staffKeys.centerOptions(search),
    queryFn: ({ signal }) => api.get<MemberOption[]>(withQuery('harvest-centers/list-all/', { search }), { signal }),
    placeholderData: keepPreviousData,
  });
