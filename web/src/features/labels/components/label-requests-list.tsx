import type { FedexRequestView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { useNotification } from '../../../hooks/use-notification';
import { useLabelRequests } from '../api/get-label-requests';
import { centerColumn, requestColumns } from './label-columns';
import { LabelFormDialog } from './label-form-dialog';
import { SendNotificationDialog } from './send-notification-dialog';

const column = createColumnHelper<FedexRequestView>();

/**
 * Fedex Requests (admins, spec §2): every request of the domain, 10 a page from the server, with a
 * filter box; each row opens the label and tracking form and, once the label is there, the
 * notification's confirmation.
 */
export function LabelRequestsList() {
  const list = useLabelRequests();
  const [labelling, setLabelling] = useState<FedexRequestView | null>(null);
  const [notifying, setNotifying] = useState<FedexRequestView | null>(null);
  const { notification, showSuccess } = useNotification();

  const columns = useMemo(
    () => [
      requestColumns[0]!,
      centerColumn,
      ...requestColumns.slice(1),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <Button variant="secondary" className="button--small" onClick={() => setLabelling(row.original)}>
              {row.original.pdf_file ? 'Edit Label' : 'Add Label'}
            </Button>
            {row.original.status !== 'Requested' && (
              <Button className="button--small" onClick={() => setNotifying(row.original)}>
                {row.original.notification_sent ? 'Send Again' : 'Send Notification'}
              </Button>
            )}
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <>
      {notification && <Notification {...notification} />}
      <SearchableTable
        list={list}
        caption="Fedex Requests"
        columns={columns}
        searchPlaceholder="ID, harvest center, doctor or patient"
        loadingText="Loading fedex requests..."
      />
      <LabelFormDialog request={labelling} onClose={() => setLabelling(null)} onSaved={() => setLabelling(null)} />
      <SendNotificationDialog request={notifying} onClose={() => setNotifying(null)} onSent={showSuccess} />
    </>
  );
}
