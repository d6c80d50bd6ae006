import type { MemberView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { networkKeys } from '../../../lib/role-lists';
import { teamKinds, type TeamKind, type TeamMemberPayload } from '../utils/team-member';

export interface TeamMemberAdded {
  success: boolean;
  message: string;
  user: MemberView;
}

/** Add Sales Rep / Add Sales Manager: the new member is invited by e-mail with a temporary password. */
export const addTeamMember = (kind: TeamKind, body: TeamMemberPayload) => api.post<TeamMemberAdded>(teamKinds[kind].endpoint, body);

/** After an add the team lists load again, so the new member shows on the dashboard. */
export function useAddTeamMember(kind: TeamKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMemberPayload) => addTeamMember(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
