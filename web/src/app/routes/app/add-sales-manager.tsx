import { AddTeamMemberForm } from '../../../features/teams/components/add-team-member-form';

export default function AddSalesManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Add Sales Manager</h1>
        <p className="muted">The new sales manager joins your team and receives a temporary password by e-mail.</p>
      </div>
      <section className="card">
        <AddTeamMemberForm kind="manager" />
      </section>
    </>
  );
}
