import { MemberReport } from '../../../features/transactions/components/member-report';

/** Your Associated Transactions: the sales rep's own sales. */
export default function MyTransactionReportRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Your Associated Transactions</h1>
      </div>
      <div className="card">
        <MemberReport kind="sales_rep" />
      </div>
    </>
  );
}
