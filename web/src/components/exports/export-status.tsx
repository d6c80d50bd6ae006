import { EXPORT_POLL_MS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { downloadLink } from '../../utils/download';
import { Button } from '../ui/button';
import { Notification } from '../ui/notification';
import { Spinner } from '../ui/spinner';
import { getExportJob } from './export-jobs';
import { progressText } from './export-progress';

const count = new Intl.NumberFormat('en-US');

/**
 * An export the member started, opened from the e-mail that says it is ready (or while it runs):
 * its progress until it is done, then its file. Each download asks for a fresh link (a link works
 * for minutes); the file itself is kept a day.
 */
export function ExportStatus({ id }: { id: string }) {
  const job = useQuery({
    queryKey: ['export', id],
    queryFn: () => getExportJob(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? EXPORT_POLL_MS : false),
  });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloadError(null);
    try {
      const fresh = await getExportJob(id);
      if (fresh.status === 'done') downloadLink(fresh.url, fresh.file_name);
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  };

  if (job.isPending) return <Spinner label="Loading your export…" />;
  if (job.error) return <Notification tone="error" message={errorMessage(job.error)} />;
  const data = job.data;
  return (
    <section className="card" aria-label="Export">
      <h2 className="card-title">{data.file_name}</h2>
      {data.status === 'running' && <p role="status">{progressText(data)}. This page updates itself.</p>}
      {data.status === 'failed' && <Notification tone="error" message={data.message} />}
      {data.status === 'done' && (
        <>
          <p>Ready: {count.format(data.rows)} rows.</p>
          {downloadError && <Notification tone="error" message={downloadError} />}
          <div className="form-actions">
            <Button onClick={() => void download()}>Download</Button>
          </div>
        </>
      )}
    </section>
  );
}
