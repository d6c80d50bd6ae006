import type { EmailSetting } from '@portal/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Notification } from '../../../components/ui/notification';
import { errorMessage } from '../../../lib/api-client';
import { formatUtcDateTime } from '../../../utils/format-date';
import { useEmailSettings, useVerifyEmailSettings } from '../api/email-settings';
import '../domain.css';

const columns: ColumnDef<EmailSetting>[] = [
  { header: 'Name', accessorKey: 'name', cell: ({ getValue }) => <span className="email-record">{getValue<string>()}</span> },
  { header: 'Record Type', accessorKey: 'record_type' },
  {
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }) => (
      <span className={`badge email-status--${row.original.valid === null ? 'unknown' : row.original.valid ? 'ok' : 'pending'}`}>{row.original.status}</span>
    ),
  },
  { header: 'Value', accessorKey: 'value', cell: ({ getValue }) => <code className="email-record">{getValue<string>()}</code> },
];

/**
 * The Email Configuration table (spec §2): the sender domain's SES identity and the DNS records
 * it needs, with the status SES last reported. Verify Status asks SES again; when SES cannot be
 * asked the statuses stay Unknown and the reason shows above the table.
 */
export function EmailConfiguration({ domainId }: { domainId: number }) {
  const titleId = useId();
  const settings = useEmailSettings(domainId);
  const verify = useVerifyEmailSettings(domainId);
  const data = settings.data;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="toolbar">
        <h2 id={titleId} className="card-title">
          Email Configuration
        </h2>
        <Button type="button" variant="secondary" isLoading={verify.isPending} onClick={() => verify.mutate()}>
          Verify Status
        </Button>
      </div>
      {data && (
        <p role="status">
          {data.message}
          {data.checked_at && ` Last checked ${formatUtcDateTime(data.checked_at)}.`}
        </p>
      )}
      {verify.isError && <Notification tone="error" message={errorMessage(verify.error)} />}
      {settings.isError && <Notification tone="error" message={errorMessage(settings.error)} />}
      <DataTable caption="Email Configuration" columns={columns} rows={data?.data} loading={settings.isPending} rowKey={(row) => row.id} />
    </section>
  );
}
