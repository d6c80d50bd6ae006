import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  type PatientDocumentLists,
  type PatientDocumentView,
} from '@portal/contracts';
import { pageCount, pageText } from '../../../lib/paging';

/**
 * One row of the patient's Documents table (spec §2, §4): a kind, shown by its name, with the
 * newest document of that kind, or none yet (Pending, signed by creating one).
 */
export interface DocumentRow {
  kind: DocumentKind;
  title: string;
  status: DocumentStatus;
  document: PatientDocumentView | null;
}

/** What a row offers: Sign (the document to open, or a new one), the signed PDF, or nothing. */
export type DocumentAction = { type: 'sign'; docId: number | null } | { type: 'pdf'; file: string } | { type: 'none' };

/** The first document of each kind: the lists come newest first, and only that one is shown (spec §4). */
export function firstOfEachKind(lists: PatientDocumentLists): Record<DocumentKind, PatientDocumentView | null> {
  return {
    attestation: lists.attestation[0] ?? null,
    processing: lists.processing[0] ?? null,
    storage: lists.storage[0] ?? null,
  };
}

/** The three rows in the spec's order: Attestation, Processing, Storage; a kind without a document is Pending. */
export function documentRows(lists: PatientDocumentLists): DocumentRow[] {
  const first = firstOfEachKind(lists);
  return DOCUMENT_KINDS.map((kind) => {
    const document = first[kind];
    return { kind, title: DOCUMENT_KIND_LABELS[kind], status: document?.status ?? 'Pending', document };
  });
}

/**
 * Pending documents are signed (the one shown, or a new one when there is none); a completed one
 * links to its signed PDF once it is stored. A declined, expired or revoked document cannot be
 * signed any more: Sign asks for a new one of its kind.
 */
export function documentAction(row: DocumentRow): DocumentAction {
  if (row.status === 'Completed') return row.document?.file ? { type: 'pdf', file: row.document.file } : { type: 'none' };
  if (row.status === 'Pending') return { type: 'sign', docId: row.document?.id ?? null };
  return { type: 'sign', docId: null };
}

/** The rows of a 1-based page, the page kept within the pages the rows make. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number; text: string; pages: number } {
  const pages = pageCount(rows.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current, text: pageText(current, rows.length, pageSize), pages };
}
