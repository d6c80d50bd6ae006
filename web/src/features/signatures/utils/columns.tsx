import type { MemberView, PatientDocumentView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ATTESTATION_SIGNED, attestationState, patientEmail, patientName } from './documents';

const doc = createColumnHelper<PatientDocumentView>();
const center = createColumnHelper<MemberView>();

const orDash = (text: string) => text || '—';

/** The patient's name over its e-mail. */
const patientCell = (row: PatientDocumentView) => (
  <span className="name-with-email">
    {patientName(row)}
    <small className="muted">{patientEmail(row)}</small>
  </span>
);

/** Columns of the documents tables (spec §2 Patients Signatures, the admin's documents). */
export const documentColumns = {
  id: doc.accessor('id', { header: 'ID' }),
  patientName: doc.accessor((row) => patientName(row), { id: 'patientName', header: 'Patient Name', cell: ({ row }) => patientCell(row.original) }),
  patient: doc.accessor((row) => patientName(row), { id: 'patient', header: 'Patient', cell: ({ row }) => patientCell(row.original) }),
  harvestCenter: doc.accessor((row) => row.hc_desc?.company ?? '', {
    id: 'harvestCenter',
    header: 'Harvest Center',
    cell: ({ getValue }) => orDash(getValue()),
  }),
  document: doc.accessor('title', { header: 'Document' }),
  status: doc.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <span className={`document-status document-status--${getValue().toLowerCase()}`}>{getValue()}</span>,
  }),
  /** A column of row links and buttons. */
  actions: (render: (row: PatientDocumentView) => ReactNode) =>
    doc.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <div className="row-actions">{render(row.original)}</div> }),
};

/** Columns of Harvest Center Documents (HC list row: id, company, username, e-mail, signed or not). */
export const centerColumns = {
  id: center.accessor('id', { header: 'ID' }),
  company: center.accessor('company', { header: 'Company', cell: ({ getValue }) => orDash(getValue()) }),
  name: center.accessor('username', { header: 'Name', cell: ({ getValue }) => orDash(getValue()) }),
  email: center.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="data-table-email">{getValue()}</span> }),
  attestation: center.accessor((row) => attestationState(row), {
    id: 'attestation',
    header: 'Attestation',
    cell: ({ getValue }) => <span className={`document-status${getValue() === ATTESTATION_SIGNED ? ' document-status--completed' : ''}`}>{getValue()}</span>,
  }),
  actions: (render: (row: MemberView) => ReactNode) =>
    center.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <div className="row-actions">{render(row.original)}</div> }),
};
