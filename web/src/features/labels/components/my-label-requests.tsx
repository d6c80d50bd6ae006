import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { useLabelRequests } from '../api/get-label-requests';
import { requestColumns } from './label-columns';

/** A center's past label requests, newest first: status, tracking link and the label PDF once added. */
export function MyLabelRequests() {
  const list = useLabelRequests();
  return (
    <div className="role-list">
      <DataTable
        caption="Your Label Requests"
        columns={requestColumns}
        rows={list.rows}
        loading={list.loading}
        loadingText="Loading label requests..."
        rowKey={(r) => r.id}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} />
    </div>
  );
}
