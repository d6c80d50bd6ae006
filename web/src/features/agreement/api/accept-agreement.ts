import type { AgreementAcceptance, AgreementStatus } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberMember, type MemberUpdated } from '../../../lib/members';
import { agreementKeys } from './keys';

export interface AcceptAgreementInput extends AgreementAcceptance {
  id: number;
}

export const acceptAgreement = ({ id, check_agreement }: AcceptAgreementInput) =>
  api.patch<MemberUpdated>(`users/${id}/`, { check_agreement } satisfies AgreementAcceptance);

/** Records the acceptance; the gate closes as soon as the status says so. */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: ({ user }, { id, check_agreement }) => {
      rememberMember(queryClient, user);
      queryClient.setQueryData<AgreementStatus>(agreementKeys.status(id), (status) => ({
        agreement: true,
        check_agreement: user.check_agreement ?? check_agreement,
        required: status?.required ?? true,
      }));
    },
  });
}
