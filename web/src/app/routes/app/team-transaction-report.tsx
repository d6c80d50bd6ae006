import { MemberReport } from '../../../features/transactions/components/member-report';

/** Your Team Transactions: the sales manager's team: the sales of its reps at the time of sale. */
export default function TeamTransactionReportRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Your Team Transactions</h1>
      </div>
      <div className="card">
        <MemberReport kind="sales_manager" />
      </div>
    </>
  );
}
