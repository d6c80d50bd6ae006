import type { MemberOption } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { labelKeys } from './keys';

/**
 * The center's own patients matching the text typed, a page at most: a harvest center's patients,
 * or the patients a referral center referred.
 */
export const usePatientOptions = (centerId: number, referral: boolean, search: string, enabled: boolean) =>
  useQuery({
    queryKey: labelKeys.patients(centerId, referral, search),
    queryFn: ({ signal }) =>
      api.get<MemberOption[]>(
        withQuery(referral ? `harvest-centers/${centerId}/referral/patientList/` : `harvest-centers/${centerId}/patientList/`, { search }),
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
