import type { AgreementStatus } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agreementKeys } from './keys';

export const getAgreementStatus = (memberId: number, signal?: AbortSignal) => api.get<AgreementStatus>(`utilities/check-agreement/${memberId}/`, { signal });

export const agreementStatusQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: agreementKeys.status(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => getAgreementStatus(memberId, signal),
  });

/** Whether the member has accepted the Private Membership Agreement; nothing is asked without an id. */
export const useAgreementStatus = (memberId: number | undefined) => useQuery(agreementStatusQueryOptions(memberId));
