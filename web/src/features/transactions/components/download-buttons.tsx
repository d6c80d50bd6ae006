import { EXPORT_FAILED, type TransactionExportQuery } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { logError } from '../../../lib/log';
import { useExportTransactions, type ExportFormat } from '../api/export-transactions';

const labels: Record<ExportFormat, string> = { csv: 'Download CSV', xlsx: 'Download XLSX' };
const PREPARING = 'Preparing...';

interface DownloadButtonsProps {
  /** The report and filters the file holds: every matching row, not only the page shown. */
  query: TransactionExportQuery;
  formats: readonly ExportFormat[];
  /** While the filters can match no row (a day range out of order), there is nothing to download. */
  disabled?: boolean;
}

/**
 * Download CSV (and XLSX for admins). The file is written in the background: the button says
 * 'Preparing...' until it is ready, then the browser saves it; a failure shows the spec's error words.
 */
export function DownloadButtons({ query, formats, disabled = false }: DownloadButtonsProps) {
  const exporting = useExportTransactions();
  const { notification, showError } = useNotification();
  return (
    <>
      {notification && <Notification {...notification} />}
      <div className="row-actions">
        {formats.map((format) => {
          const busy = exporting.isPending && exporting.variables?.format === format;
          return (
            <Button
              key={format}
              variant="secondary"
              isLoading={busy}
              disabled={disabled || exporting.isPending}
              onClick={() =>
                exporting.mutate(
                  { format, query },
                  {
                    onError: (error) => {
                      logError(`${labels[format]} failed`, error);
                      showError(EXPORT_FAILED);
                    },
                  },
                )
              }
            >
              {busy ? PREPARING : labels[format]}
            </Button>
          );
        })}
      </div>
    </>
  );
}
