import type { SignUpLinkKind, SignUpLinks } from '@portal/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const signUpLinkKeys = {
  all: ['sign-up-links'] as const,
  of: (memberId: number) => [...signUpLinkKeys.all, memberId] as const,
};

/** The invitation tokens of a member's sign-up links (its own; a rep also its centers'). */
export const useSignUpLinks = (memberId: number | undefined) =>
  useQuery({
    queryKey: signUpLinkKeys.of(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => api.get<SignUpLinks>(`sign-up-links/${memberId}/`, { signal }),
  });

/** Makes a new link of one kind: the old one stops working, and every view of the member's links shows the new one. */
export function useRenewSignUpLink(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: SignUpLinkKind) => api.post<SignUpLinks>(`sign-up-links/${memberId}/renew/`, { kind }),
    onSuccess: (links) => queryClient.setQueryData(signUpLinkKeys.of(memberId), links),
  });
}
