import type { MemberView, PatientDocumentView } from '@portal/contracts';

/** The patient's name as the document row shows it: the name it was sent to, else the linked patient's. */
export function patientName(doc: Pick<PatientDocumentView, 'patient_desc' | 'patient_name' | 'patient_email'>): string {
  const linked = doc.patient_desc ? `${doc.patient_desc.first_name} ${doc.patient_desc.last_name}`.trim() : '';
  return doc.patient_name.trim() || linked || patientEmail(doc);
}

/** The patient's e-mail: the one the document was sent to, else the linked patient's. */
export const patientEmail = (doc: Pick<PatientDocumentView, 'patient_desc' | 'patient_email'>): string =>
  doc.patient_email.trim() || doc.patient_desc?.email || '';

/** A Completed document with a stored PDF links to it. */
export const signedPdf = (doc: Pick<PatientDocumentView, 'status' | 'file'>): string | null => (doc.status === 'Completed' && doc.file ? doc.file : null);

/** A Pending document can be mailed to its patient again. */
export const canSendEmail = (doc: Pick<PatientDocumentView, 'status'>): boolean => doc.status === 'Pending';

/** The body of utilities/send-patient-sign-email/. */
export const signEmailRequest = (doc: PatientDocumentView) => ({ doc_id: doc.id, user_email: patientEmail(doc), user_name: patientName(doc) });

export const ATTESTATION_SIGNED = 'Signed';
export const ATTESTATION_NOT_SIGNED = 'Not signed';

/** A harvest center with a signing template has signed its attestation (HC list row). */
export const attestationState = (center: Pick<MemberView, 'template_id'>) => (center.template_id.trim() ? ATTESTATION_SIGNED : ATTESTATION_NOT_SIGNED);

/** The paths of the documents tables: the admin's, and one center's. */
export const documentPaths = {
  all: 'documents/',
  center: (centerId: number) => `harvest-centers/${centerId}/documentList/`,
  attestationFile: (centerId: number) => `documents/harvest-center/attestation-file/${centerId}/`,
  centers: 'harvest-centers/',
};

export const NO_ATTESTATION_FILE = 'This harvest center has no signed attestation file yet.';

/** What the attestation button says when there is no file: the server's reason, or a plain one. */
export const attestationFileMissing = (message: string | undefined) => message?.trim() || NO_ATTESTATION_FILE;
