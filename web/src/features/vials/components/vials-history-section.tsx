import { VIALS_HISTORY_PAGE_SIZE } from '@portal/contracts';
import { useEffect, useEffectEvent } from 'react';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { useActingMemberId, useAdminActingAs } from '../../../lib/auth';
import { useVialsHistory } from '../api/get-vials-history';
import { vialColumns } from '../utils/columns';
import { VIALS_ADDED_NOTICE, vialsAddedSince, vialsSeenKey } from '../utils/vials-added';
import { VialsTable } from './vials-table';
import { VialsTotals } from './vials-totals';

/**
 * The patient dashboard's Vials History (spec §2): the totals as pills and the ledger, 5 entries a
 * page, of the member the screens work on (an admin logged in as the patient sees the patient's).
 */
export function VialsHistorySection() {
  const memberId = useActingMemberId();
  const { list, totals } = useVialsHistory(memberId, VIALS_HISTORY_PAGE_SIZE);
  const notification = useVialsAddedNotice(memberId, totals?.vials_available);
  return (
    <div className="vials">
      {notification && <Notification {...notification} />}
      <VialsTotals totals={totals} />
      <VialsTable list={list} columns={vialColumns} />
    </div>
  );
}

/**
 * Tells the patient once when its available vials grew since it last saw them here: the total seen
 * is kept in this browser per member. An admin logged in as the patient is not the patient, so it
 * neither gets the notice nor uses it up.
 */
function useVialsAddedNotice(memberId: number | undefined, available: number | undefined) {
  const adminActing = useAdminActingAs();
  const { notification, showSuccess } = useNotification();
  const announce = useEffectEvent(() => showSuccess(VIALS_ADDED_NOTICE));

  useEffect(() => {
    if (memberId === undefined || available === undefined || adminActing) return;
    const key = vialsSeenKey(memberId);
    const added = vialsAddedSince(window.localStorage.getItem(key), available);
    window.localStorage.setItem(key, String(available));
    if (added) announce();
  }, [memberId, available, adminActing]);

  return notification;
}
