import type { MemberView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Pagination } from '../../../components/ui/pagination';
import { RemoveDialog } from '../../../components/ui/remove-dialog';
import { useNotification } from '../../../hooks/use-notification';
import { logError } from '../../../lib/log';
import { clampPage, pageCount, pageRows, pageText } from '../../../lib/paging';
import { useCenterStaff, useRemoveStaff } from '../api/center-staff';
import { filterStaff, STAFF_PAGE_SIZE } from '../utils/staff-list';
import { StaffAnswerDialog } from './staff-answer-dialog';

const column = createColumnHelper<MemberView>();

/** Whether the center has yet to answer a staff member who signed up through its link. */
const awaiting = (member: MemberView, centerId: number) => member.staff_unconfirmed_hc_ids.includes(centerId);

/**
 * The Staff page's table (spec §2): the center's staff, filtered by name or e-mail and paged 10 at
 * a time in the browser, each of which the center may remove after confirmation. A staff member
 * who signed up through the center's link awaits its answer (Confirm or Refuse); the link in the
 * center's mail (`?confirm={id}`) opens that answer. A list that fails to load shows as empty (spec §8).
 */
export function CenterStaffList({ centerId }: { centerId: number }) {
  const { data: staff, isPending, isError } = useCenterStaff(centerId);
  const loading = isPending && !isError;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const remove = useRemoveStaff();
  const [answering, setAnswering] = useState<MemberView | null>(null);
  const { notification, showSuccess, showError } = useNotification();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('confirm'));

  // The mail's link names the staff member to answer: its dialog opens once the list has it.
  useEffect(() => {
    if (!asked || !staff) return;
    const member = staff.find((m) => m.id === asked);
    if (member && awaiting(member, centerId)) setAnswering(member);
    else if (member) showSuccess(`${member.username || member.email} is already confirmed.`);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirm');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link, when the list arrives
  }, [asked, staff]);

  const matching = useMemo(() => filterStaff(staff ?? [], search), [staff, search]);
  // The page stays in range when the filter or a removal leaves fewer rows.
  const current = clampPage(page, matching.length, STAFF_PAGE_SIZE);
  const last = pageCount(matching.length, STAFF_PAGE_SIZE);

  const staffColumns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.accessor('username', { header: 'Name', cell: ({ getValue }) => getValue() || '—' }),
      column.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="data-table-email">{getValue()}</span> }),
      column.accessor((member) => (awaiting(member, centerId) ? 'Awaiting your confirmation' : 'Confirmed'), { id: 'status', header: 'Status' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            {awaiting(row.original, centerId) ? (
              <Button className="button--small" onClick={() => setAnswering(row.original)}>
                Confirm or Refuse
              </Button>
            ) : (
              <Button variant="danger" className="button--small" onClick={() => setRemoving(row.original)}>
                Remove
              </Button>
            )}
          </div>
        ),
      }),
    ],
    [centerId],
  );

  return (
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          type="search"
          placeholder="Name or e-mail"
          autoComplete="off"
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {notification && <Notification {...notification} />}
      <DataTable
        caption="Staff"
        columns={staffColumns}
        rows={loading ? undefined : pageRows(matching, current, STAFF_PAGE_SIZE)}
        loading={loading}
        loadingText="Loading staff..."
        rowKey={(member) => member.id}
      />
      <Pagination
        text={loading ? null : pageText(current, matching.length, STAFF_PAGE_SIZE)}
        page={current}
        reachable={last}
        loading={loading}
        onPage={setPage}
      />
      <RemoveDialog
        item={removing}
        title="Remove Staff Member"
        description="The staff member will no longer be able to enter this harvest center's account."
        subject={(staff) => (
          <>
            {staff.username || staff.email} <span className="muted">({staff.email})</span>
          </>
        )}
        remove={remove}
        variablesOf={(staff) => ({ user_id: staff.id, hc_id: centerId })}
        onClose={() => setRemoving(null)}
        onRemoved={showSuccess}
        onFailed={(message, error, staff) => {
          // Spec §8: a failed staff removal alerts the center; the log keeps what failed.
          logError(`Removing staff member ${staff.id} from harvest center ${centerId} failed`, error);
          showError(message);
        }}
      />
      <StaffAnswerDialog staff={answering} centerId={centerId} onClose={() => setAnswering(null)} onAnswered={showSuccess} onFailed={showError} />
    </div>
  );
}
