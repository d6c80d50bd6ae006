import { AllTransactions } from '../../../features/transactions/components/all-transactions';

/** Transactions (admins): every transaction of the domain, filtered, exported and edited. */
export default function AllTransactionReportRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Transactions</h1>
      </div>
      <div className="card">
        <AllTransactions />
      </div>
    </>
  );
}
