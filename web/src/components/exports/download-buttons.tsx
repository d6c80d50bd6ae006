import { EXPORT_EMAIL_OFFER_ROWS, EXPORT_FAILED, EXPORT_WILL_EMAIL, type ExportJob } from '@portal/contracts';
import { useState } from 'react';
import { useNotification } from '../../hooks/use-notification';
import { errorMessage } from '../../lib/api-client';
import { logError } from '../../lib/log';
import { Button } from '../ui/button';
import { Notification } from '../ui/notification';
import { useExportFile, useNotifyExport, type ExportFormat, type ExportQuery } from './export-jobs';
import { progressText } from './export-progress';

const labels: Record<ExportFormat, string> = { csv: 'Download CSV', xlsx: 'Download XLSX' };
const PREPARING = 'Preparing...';

interface DownloadButtonsProps {
  /** The list's path ('transactions/', 'audit-log/'): its export-csv/ and export-xlsx/ start the file. */
  list: string;
  /** The list's filters the file holds: every matching row, not only the page shown. */
  query: ExportQuery;
  formats: readonly ExportFormat[];
  /** While the filters can match no row (a day range out of order), there is nothing to download. */
  disabled?: boolean;
  /** A button's own words where the spec names them (the Users List's 'Export CSV'). */
  labels?: Partial<Record<ExportFormat, string>>;
  /** A failure is only logged, not shown (the Users List's export: spec §8). */
  quietFailure?: boolean;
}

/**
 * Download CSV (and XLSX where the list offers it). The file is written in the background: the button says
 * 'Preparing...' until it is ready, then the browser saves it; a failure shows the spec's error words.
 * A long one says how far it got and about how long is left, and offers to e-mail the link once it
 * is ready, so the member need not wait on the page.
 */
export function DownloadButtons({ list, query, formats, disabled = false, labels: named = {}, quietFailure = false }: DownloadButtonsProps) {
  const [progress, setProgress] = useState<(ExportJob & { status: 'running' }) | null>(null);
  const exporting = useExportFile(list, setProgress);
  const notify = useNotifyExport();
  const { notification, showError, showSuccess } = useNotification();
  const running = exporting.isPending ? progress : null;
  const offer = running && running.rows_total > EXPORT_EMAIL_OFFER_ROWS && !running.notify && !notify.isSuccess;
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
              onClick={() => {
                setProgress(null);
                notify.reset();
                exporting.mutate(
                  { format, query },
                  {
                    onError: (error) => {
                      logError(`${named[format] ?? labels[format]} failed`, error);
                      if (!quietFailure) showError(EXPORT_FAILED);
                    },
                  },
                );
              }}
            >
              {busy ? PREPARING : (named[format] ?? labels[format])}
            </Button>
          );
        })}
      </div>
      {running && (
        <div className="export-progress">
          <p role="status">{progressText(running)}</p>
          {offer && (
            <Button
              variant="ghost"
              isLoading={notify.isPending}
              onClick={() => notify.mutate(running.id, { onSuccess: () => showSuccess(EXPORT_WILL_EMAIL), onError: (error) => showError(errorMessage(error)) })}
            >
              E-mail me the link when it is ready
            </Button>
          )}
        </div>
      )}
    </>
  );
}
