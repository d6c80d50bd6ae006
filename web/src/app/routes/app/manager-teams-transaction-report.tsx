import { MemberReport } from '../../../features/transactions/components/member-report';

/** Your Teams Transactions: the distributor's teams: the sales of its managers' reps at the time of sale. */
export default function ManagerTeamsTransactionReportRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Your Teams Transactions</h1>
      </div>
      <div className="card">
        <MemberReport kind="sales_distributor" />
      </div>
    </>
  );
}
