import { NewTeamMemberRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { TeamMemberForm, teamMemberPayload } from './team-member';

const values = { first_name: 'Rae', last_name: 'Rivera', email: 'rae@acme.test' };

describe('the team member form', () => {
  it('requires the names and a valid e-mail, and cleans what it sends', () => {
    const empty = TeamMemberForm.safeParse({ first_name: ' ', last_name: '', email: '' });
    expect(empty.success).toBe(false);
    // The form shows each field's first message under it.
    const first = Object.fromEntries(empty.error!.issues.toReversed().map((issue) => [issue.path[0], issue.message]));
    expect(first).toEqual({ first_name: 'Required', last_name: 'Required', email: 'Required' });
    expect(TeamMemberForm.safeParse({ ...values, email: 'not-an-address' }).error?.issues[0]?.message).toBe('Enter a valid e-mail address');
    expect(TeamMemberForm.parse({ first_name: ' Rae ', last_name: 'Rivera', email: ' Rae@Acme.TEST ' })).toEqual(values);
  });
});

describe('teamMemberPayload', () => {
  it("puts a manager's new rep on the manager's team and asks for an invitation", () => {
    expect(teamMemberPayload('rep', values, { id: 6, plan: 6 })).toEqual({
      ...values,
      sales_manager_id: 6,
      generate_password: true,
      send_new_sales_team: true,
    });
  });

  it("puts a distributor's new manager on the distributor's team", () => {
    const payload = teamMemberPayload('manager', values, { id: 8, plan: 8 });
    expect(payload.sales_distributor_id).toBe(8);
    expect(payload).not.toHaveProperty('sales_manager_id');
  });

  it('names no leader for an admin, whose own id is no team', () => {
    const payload = teamMemberPayload('rep', values, { id: 7, plan: 7 });
    expect(payload).not.toHaveProperty('sales_manager_id');
    expect(payload).not.toHaveProperty('sales_distributor_id');
    expect(teamMemberPayload('manager', values, { id: undefined, plan: 8 })).not.toHaveProperty('sales_distributor_id');
  });

  it('is what the API contract accepts', () => {
    expect(NewTeamMemberRequest.parse(teamMemberPayload('rep', values, { id: 6, plan: 6 }))).toMatchObject({ ...values, sales_manager_id: 6 });
  });
});
