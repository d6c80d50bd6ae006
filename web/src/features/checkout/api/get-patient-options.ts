import type { MemberRowPage } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The first page of the center's patients matching the text typed, for the patient picker; `path` undefined waits. */
export const usePatientOptions = (path: string | undefined, search: string, enabled: boolean) =>
  useQuery({
    queryKey: checkoutKeys.patients(path ?? '', search),
    queryFn: ({ signal }) => api.get<MemberRowPage>(withQuery(path!, { search }), { signal }),
    enabled: enabled && path !== undefined,
    placeholderData: keepPreviousData,
  });
