import type { TransactionExportQuery } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { logError } from '../../../lib/log';
import { useExportTransactions, type ExportFormat } from '../api/export-transactions';

const labels: Record<ExportFormat, string> = { csv: 'Download CSV', xlsx: 'Download XLSX' };

interface DownloadButtonsProps {
  /** The report and filters the file holds: every matching row, not only the page shown. */
  query: TransactionExportQuery;
  formats: readonly ExportFormat[];
}

/** Download CSV (and XLSX for admins). A failure is only logged: the spec shows no message (§8). */
export function DownloadButtons({ query, formats }: DownloadButtonsProps) {
  const exporting = useExportTransactions();
  return (
    <div className="row-actions">
      {formats.map((format) => (
        <Button
          key={format}
          variant="secondary"
          isLoading={exporting.isPending && exporting.variables?.format === format}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate({ format, query }, { onError: (error) => logError(`${labels[format]} failed`, error) })}
        >
          {labels[format]}
        </Button>
      ))}
    </div>
  );
}
