import type { TransactionExport, TransactionExportQuery } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { downloadLink } from '../../../utils/download';

export type ExportFormat = 'csv' | 'xlsx';

export const getExportLink = (format: ExportFormat, query: TransactionExportQuery) => api.get<TransactionExport>(withQuery(`transactions/export-${format}/`, query));

/**
 * Downloads a report as CSV or XLSX: the server writes every matching row to storage and answers a
 * short-lived link to the file, named as spec §9 says, which the browser then saves.
 */
export function useExportTransactions() {
  return useMutation({
    mutationFn: async ({ format, query }: { format: ExportFormat; query: TransactionExportQuery }) => {
      const file = await getExportLink(format, query);
      downloadLink(file.url, file.file_name);
      return file;
    },
  });
}
