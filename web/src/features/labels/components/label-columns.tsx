import type { FedexRequestView, FedexStatus } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { PdfLink } from '../../../components/ui/file-link';
import { formatIsoDate } from '../../../utils/format-date';
import { addressText, patientsText } from '../utils/label-form';
import '../labels.css';

const column = createColumnHelper<FedexRequestView>();

const tone: Record<FedexStatus, string> = { Requested: 'requested', 'Label Ready': 'ready', Notified: 'notified' };

/** A request's status as a small pill. */
export const LabelStatus = ({ status }: { status: FedexStatus }) => <span className={`badge label-status--${tone[status]}`}>{status}</span>;

/** The tracking number, linked to its tracking page once added. */
const Tracking = ({ request }: { request: FedexRequestView }) =>
  request.tracking_number ? (
    <a href={request.tracking_link} target="_blank" rel="noreferrer">
      {request.tracking_number}
    </a>
  ) : (
    '—'
  );

/** The columns both tables share: what was asked, its status, tracking and label. */
export const requestColumns = [
  column.accessor('id', { header: 'ID' }),
  column.accessor('label_date', { header: 'Date', cell: ({ getValue }) => formatIsoDate(getValue()) }),
  column.display({
    id: 'doctor',
    header: 'Doctor',
    cell: ({ row }) => (
      <>
        {row.original.doctor_name}
        <div className="muted">{row.original.doctor_email}</div>
      </>
    ),
  }),
  column.display({ id: 'patients', header: 'Patients', cell: ({ row }) => patientsText(row.original) }),
  column.display({ id: 'address', header: 'Address', cell: ({ row }) => addressText(row.original) }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <LabelStatus status={getValue()} /> }),
  column.display({ id: 'tracking', header: 'Tracking', cell: ({ row }) => <Tracking request={row.original} /> }),
  column.display({
    id: 'label',
    header: 'Label',
    cell: ({ row }) => (row.original.pdf_file ? <PdfLink file={row.original.pdf_file}>Label PDF</PdfLink> : '—'),
  }),
];

/** The admin's column of the requesting center. */
export const centerColumn = column.display({
  id: 'center',
  header: 'Harvest Center',
  cell: ({ row }) =>
    row.original.hc_desc.map((hc) => (
      <div key={hc.id}>
        {hc.company || `#${hc.id}`}
        <div className="muted">{hc.email}</div>
      </div>
    )),
});
