import { Membership, NewTeamMemberRequest } from '@portal/contracts';

/** The Add Sales Rep / Add Sales Manager form: first name, last name and e-mail, all required. */
export const TeamMemberForm = NewTeamMemberRequest.pick({ first_name: true, last_name: true, email: true });
export type TeamMemberValues = ReturnType<typeof TeamMemberForm.parse>;

export type TeamKind = 'rep' | 'manager';

/** Who adds whom: a manager adds reps to its team, a distributor managers. */
export const teamKinds = {
  rep: { title: 'Add Sales Rep', endpoint: 'sales-rep/', leaderPlan: Membership.SalesManager, leaderField: 'sales_manager_id' },
  manager: { title: 'Add Sales Manager', endpoint: 'sales-managers/', leaderPlan: Membership.SalesDistributor, leaderField: 'sales_distributor_id' },
} as const satisfies Record<TeamKind, { title: string; endpoint: string; leaderPlan: number; leaderField: string }>;

/** The member the form acts as: its id and plan. */
export interface TeamLeader {
  id: number | undefined;
  plan: number | undefined;
}

export interface TeamMemberPayload extends TeamMemberValues {
  sales_manager_id?: number;
  sales_distributor_id?: number;
  generate_password: true;
  send_new_sales_team: true;
}

/**
 * The spec's payload (portal-commerce-admin 'New sales rep or manager payload'): the form's fields,
 * the acting member as the new member's leader, and the invitation flags. The leader is sent only
 * when the acting member is a manager (or distributor): an admin's own id names no team and the API
 * would refuse it, so an admin's new member starts without one. The API generates the temporary
 * password itself, so no placeholder password is sent.
 */
export function teamMemberPayload(kind: TeamKind, values: TeamMemberValues, leader: TeamLeader): TeamMemberPayload {
  const { leaderPlan, leaderField } = teamKinds[kind];
  const team = leader.id !== undefined && leader.plan === leaderPlan ? { [leaderField]: leader.id } : {};
  return { ...values, ...team, generate_password: true, send_new_sales_team: true };
}
