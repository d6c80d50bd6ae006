import { CenterTransactionHistory } from '../../../features/transactions/components/center-transaction-history';

/** Transaction History (harvest centers, and staff acting as one). */
export default function HcTransactionHistoryRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Transaction History</h1>
      </div>
      <div className="card">
        <CenterTransactionHistory />
      </div>
    </>
  );
}
