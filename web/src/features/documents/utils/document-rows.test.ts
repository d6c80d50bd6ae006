import type { PatientDocumentLists, PatientDocumentView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { documentAction, documentRows, firstOfEachKind, pageOf } from './document-rows';

const doc = (id: number, name: PatientDocumentView['name'], status: PatientDocumentView['status'], file: string | null = null): PatientDocumentView => ({
  id,
  name,
  title: '',
  status,
  document_id: `doc-${id}`,
  patient: 7,
  patient_desc: null,
  patient_name: 'Pat Patient',
  patient_email: 'pat@acme.test',
  hc_desc: null,
  file,
  source: 'esign',
  created_at: '2026-11-01T10:00:00.000Z',
  completed_at: status === 'Completed' ? '2026-11-02T10:00:00.000Z' : null,
});

const empty: PatientDocumentLists = { attestation: [], processing: [], storage: [] };

describe('firstOfEachKind', () => {
  it('takes the first (newest) document of each kind and nothing for an empty kind', () => {
    const lists = { ...empty, processing: [doc(3, 'processing', 'Pending'), doc(1, 'processing', 'Completed', 'media/doc-1.pdf')] };
    expect(firstOfEachKind(lists)).toEqual({ attestation: null, processing: lists.processing[0], storage: null });
  });
});

describe('documentRows', () => {
  it('always shows the three kinds in order, Pending without a document', () => {
    expect(documentRows(empty).map((row) => [row.kind, row.title, row.status, row.document])).toEqual([
      ['attestation', 'Attestation Agreement', 'Pending', null],
      ['processing', 'Processing Agreement', 'Pending', null],
      ['storage', 'Storage Agreement', 'Pending', null],
    ]);
  });

  it("shows each kind's first document and its status, ignoring older ones", () => {
    const rows = documentRows({
      attestation: [doc(5, 'attestation', 'Completed', 'media/doc-5.pdf')],
      processing: [doc(4, 'processing', 'Declined'), doc(2, 'processing', 'Completed', 'media/doc-2.pdf')],
      storage: [],
    });
    expect(rows.map((row) => [row.status, row.document?.id ?? null])).toEqual([
      ['Completed', 5],
      ['Declined', 4],
      ['Pending', null],
    ]);
  });
});

describe('documentAction', () => {
  const [attestation, processing, storage] = documentRows({
    attestation: [doc(5, 'attestation', 'Completed', 'media/doc-5.pdf')],
    processing: [doc(4, 'processing', 'Pending')],
    storage: [],
  });

  it('links a completed document to its PDF', () => {
    expect(documentAction(attestation!)).toEqual({ type: 'pdf', file: 'media/doc-5.pdf' });
  });

  it('offers nothing for a completed document whose PDF is not stored yet', () => {
    expect(documentAction(documentRows({ ...empty, storage: [doc(6, 'storage', 'Completed')] })[2]!)).toEqual({ type: 'none' });
  });

  it('signs the pending document shown, or a new one when the kind has none', () => {
    expect(documentAction(processing!)).toEqual({ type: 'sign', docId: 4 });
    expect(documentAction(storage!)).toEqual({ type: 'sign', docId: null });
  });

  it('asks for a new document when the one shown can no longer be signed', () => {
    for (const status of ['Declined', 'Expired', 'Revoked'] as const) {
      expect(documentAction(documentRows({ ...empty, storage: [doc(9, 'storage', status)] })[2]!)).toEqual({ type: 'sign', docId: null });
    }
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];

  it('cuts pages of the given size with the page text', () => {
    expect(pageOf(rows, 1, 5)).toEqual({ rows: [1, 2, 3, 4, 5], page: 1, text: 'Page 1 of 2', pages: 2 });
    expect(pageOf(rows, 2, 5)).toEqual({ rows: [6, 7], page: 2, text: 'Page 2 of 2', pages: 2 });
  });

  it('keeps the page within the pages there are; no rows is still page 1', () => {
    expect(pageOf(rows, 9, 5).page).toBe(2);
    expect(pageOf(rows, 0, 5).page).toBe(1);
    expect(pageOf([], 1, 5)).toEqual({ rows: [], page: 1, text: 'Page 1 of 1', pages: 1 });
  });
});
