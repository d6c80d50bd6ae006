import { VIALS_PAGE_SIZE, type VialEntryView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { useVialsHistory } from '../api/get-vials-history';
import { actionsColumn, vialColumns } from '../utils/columns';
import { AddVialsDialog } from './add-vials-dialog';
import { EditVialEntryDialog } from './edit-vial-entry-dialog';
import { VialsTable } from './vials-table';
import { VialsTotals } from './vials-totals';

interface VialsPanelProps {
  memberId: number;
  /** Whether the Add Vials and Edit controls show (spec §6: admins only, and only while the form is editable). */
  editable: boolean;
}

/**
 * The Vials part of a patient's User Details: the totals, the ledger 10 entries a page and, for an
 * admin, Add Vials and an Edit per entry. A save's message shows here; the totals and the list
 * load again.
 */
export function VialsPanel({ memberId, editable }: VialsPanelProps) {
  const { list, totals } = useVialsHistory(memberId, VIALS_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<VialEntryView | null>(null);
  const { notification, showSuccess } = useNotification();
  const columns = useMemo(
    () =>
      editable
        ? [
            ...vialColumns,
            actionsColumn((entry) => (
              <Button variant="secondary" className="button--small" onClick={() => setEditing(entry)}>
                Edit
              </Button>
            )),
          ]
        : vialColumns,
    [editable],
  );
  const saved = (message: string) => {
    setAdding(false);
    setEditing(null);
    showSuccess(message);
  };

  return (
    <fieldset className="details-section">
      <legend className="details-section-title">Vials</legend>
      <div className="vials">
        <div className="toolbar">
          <VialsTotals totals={totals} />
          {editable && <Button onClick={() => setAdding(true)}>Add Vials</Button>}
        </div>
        {notification && <Notification {...notification} />}
        <VialsTable list={list} columns={columns} />
      </div>
      {editable && (
        <>
          <AddVialsDialog open={adding} memberId={memberId} onClose={() => setAdding(false)} onSaved={saved} />
          <EditVialEntryDialog entry={editing} onClose={() => setEditing(null)} onSaved={saved} />
        </>
      )}
    </fieldset>
  );
}
