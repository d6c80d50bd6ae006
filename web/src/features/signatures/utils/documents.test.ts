import type { PatientDocumentView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  ATTESTATION_NOT_SIGNED,
  ATTESTATION_SIGNED,
  attestationFileMissing,
  attestationState,
  canSendEmail,
  documentPaths,
  NO_ATTESTATION_FILE,
  patientEmail,
  patientName,
  signedPdf,
  signEmailRequest,
} from './documents';

const doc = (fields: Partial<PatientDocumentView> = {}): PatientDocumentView => ({
  id: 7,
  name: 'storage',
  title: 'Storage Agreement',
  status: 'Pending',
  document_id: 'doc-7',
  patient: null,
  patient_desc: null,
  patient_name: 'Pat Doe',
  patient_email: 'pat@example.test',
  hc_desc: { id: 4, company: 'Acme Harvest Center', email: 'hc@acme.test' },
  file: null,
  source: 'esign',
  created_at: '2026-01-01T00:00:00.000Z',
  completed_at: null,
  ...fields,
});

describe('the patient of a document', () => {
  it('is the name and e-mail the document was sent to', () => {
    expect(patientName(doc())).toBe('Pat Doe');
    expect(patientEmail(doc())).toBe('pat@example.test');
  });

  it("falls back to the linked patient's, then to the e-mail", () => {
    const linked = doc({
      patient_name: '',
      patient_email: '',
      patient: 9,
      patient_desc: { id: 9, first_name: 'Olivia', last_name: 'Oakley', email: 'olivia@acme.test' },
    });
    expect(patientName(linked)).toBe('Olivia Oakley');
    expect(patientEmail(linked)).toBe('olivia@acme.test');
    expect(patientName(doc({ patient_name: ' ' }))).toBe('pat@example.test');
  });
});

describe('row actions', () => {
  it('link a Completed document with a file to its PDF', () => {
    expect(signedPdf(doc({ status: 'Completed', file: 'media/doc-7.pdf' }))).toBe('media/doc-7.pdf');
    expect(signedPdf(doc({ status: 'Completed', file: null }))).toBeNull();
    expect(signedPdf(doc({ status: 'Pending', file: 'media/doc-7.pdf' }))).toBeNull();
  });

  it('offer the e-mail for Pending documents only', () => {
    expect(canSendEmail(doc())).toBe(true);
    for (const status of ['Completed', 'Declined', 'Expired', 'Revoked'] as const) expect(canSendEmail(doc({ status }))).toBe(false);
  });

  it("send the document's id and its patient", () => {
    expect(signEmailRequest(doc())).toEqual({ doc_id: 7, user_email: 'pat@example.test', user_name: 'Pat Doe' });
  });
});

describe('the harvest centers list', () => {
  it('says a center with a signing template has signed its attestation', () => {
    expect(attestationState({ template_id: 'tpl-1' })).toBe(ATTESTATION_SIGNED);
    expect(attestationState({ template_id: '' })).toBe(ATTESTATION_NOT_SIGNED);
    expect(attestationState({ template_id: '  ' })).toBe(ATTESTATION_NOT_SIGNED);
  });

  it("says why there is no attestation file: the server's message, or a plain one", () => {
    expect(attestationFileMissing('The harvest center has not signed yet.')).toBe('The harvest center has not signed yet.');
    expect(attestationFileMissing('')).toBe(NO_ATTESTATION_FILE);
    expect(attestationFileMissing(undefined)).toBe(NO_ATTESTATION_FILE);
  });
});

it('names the API paths of the lists', () => {
  expect(documentPaths.center(4)).toBe('harvest-centers/4/documentList/');
  expect(documentPaths.attestationFile(4)).toBe('documents/harvest-center/attestation-file/4/');
  expect(documentPaths.all).toBe('documents/');
  expect(documentPaths.centers).toBe('harvest-centers/');
});
