import { STAFF_AWAITING_CONFIRMATION, type MemberView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useUser } from '../../../lib/auth';
import { useStaffCenters } from '../api/get-staff-centers';
import { CENTER_SEARCH_MAX_LENGTH, clampPage, filterCenters, pageCount, pageRows, pageText } from '../utils/centers-table';
import { Pagination } from '../../../components/ui/pagination';
import { CentersTable } from './centers-table';
import { EnterCenterDialog } from './enter-center-dialog';
import '../staff.css';

/**
 * The HC staff dashboard's Associated Harvest Centers (spec §2): the staff member's centers,
 * filtered by id or company and paged 10 at a time in the browser, each of which it may enter once
 * the center has confirmed it (until then the row says it awaits the center).
 * A list that fails to load shows as empty (spec §8).
 */
export function AssociatedHarvestCenters() {
  const user = useUser();
  const staffId = user?.id;
  const unconfirmed = user?.staff_unconfirmed_hc_ids ?? [];
  const { data: centers, isPending, isError } = useStaffCenters(staffId);
  const loading = isPending && !isError;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [entering, setEntering] = useState<MemberView | null>(null);

  const matching = useMemo(() => filterCenters(centers ?? [], search), [centers, search]);
  const current = clampPage(page, matching.length);
  const last = pageCount(matching.length);

  return (
    <div className="staff-centers">
      <div className="filter-bar">
        <Input
          label="Search"
          type="search"
          className="staff-centers-filter"
          placeholder="ID or company"
          autoComplete="off"
          maxLength={CENTER_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <CentersTable
        centers={loading ? undefined : pageRows(matching, current)}
        loading={loading}
        actions={(center) =>
          unconfirmed.includes(center.id) ? (
            <span className="muted">{STAFF_AWAITING_CONFIRMATION}</span>
          ) : (
            <Button variant="secondary" className="button--small" onClick={() => setEntering(center)}>
              Enter
            </Button>
          )
        }
      />
      <Pagination text={loading ? null : pageText(current, matching.length)} page={current} reachable={last} loading={loading} onPage={setPage} />
      <EnterCenterDialog center={entering} onClose={() => setEntering(null)} />
    </div>
  );
}
