import { Navigate } from 'react-router-dom';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { paths } from '../../../config/paths';
import { useActingMemberId } from '../../../lib/auth';
import { useMemberReport } from '../api/get-report';
import { searchText } from '../utils/list-query';
import { reportCaptions, type MemberReportKind } from '../utils/reports';
import { transactionColumns as c } from './columns';
import { DownloadButtons } from '../../../components/exports/download-buttons';
import { ReportTotal } from './report-total';

const reportColumns = {
  sales_rep: [c.id, c.date, c.patient, c.center, c.referral, c.product, c.quantity, c.amount, c.coupon, c.commission],
  sales_manager: [c.id, c.date, c.rep, c.patient, c.center, c.product, c.quantity, c.amount, c.coupon, c.commission],
  sales_distributor: [c.id, c.date, c.manager, c.rep, c.patient, c.center, c.product, c.quantity, c.amount, c.coupon, c.commission],
  harvest_center: [c.id, c.date, c.patient, c.referral, c.staff, c.product, c.quantity, c.amount, c.coupon],
};

/**
 * A member's report (spec §2): the sales rep's own sales, the manager's team's, the distributor's
 * teams' or a harvest center's transactions, 10 a page from the server, with a text filter and
 * Download CSV of every row it matches, with the columns the reader's rows carry. Without a member id the dashboard opens instead.
 */
export function MemberReport({ kind }: { kind: MemberReportKind }) {
  const memberId = useActingMemberId();
  const list = useMemberReport(kind, memberId);
  if (memberId === undefined) return <Navigate to={paths.dashboard.getHref()} replace />;
  const search = searchText(list.applied.search);
  return (
    <SearchableTable
      list={list}
      caption={reportCaptions[kind]}
      columns={reportColumns[kind]}
      searchPlaceholder="ID, product, patient or center"
      loadingText="Loading transactions..."
      toolbar={
        <>
          <ReportTotal page={list.page} />
          <DownloadButtons list="transactions/" formats={['csv']} query={{ report: kind, ...(search ? { search } : {}) }} />
        </>
      }
    />
  );
}
