import { AddTeamMemberForm } from '../../../features/teams/components/add-team-member-form';

export default function AddSalesRepRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Add Sales Rep</h1>
        <p className="muted">The new sales rep joins your team and receives a temporary password by e-mail.</p>
      </div>
      <section className="card">
        <AddTeamMemberForm kind="rep" />
      </section>
    </>
  );
}
