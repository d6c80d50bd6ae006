import { SIGNED_FILE_NOT_PDF, SIGNED_FILE_TOO_LARGE, SIGNED_PDF_MAX_BYTES, type DocumentKind } from '@portal/contracts';

/** What the file pickers offer; the server reads the bytes again, whatever the browser says. */
export const SIGNED_FILE_ACCEPT = 'application/pdf,.pdf';

export const SIGNED_FILE_EMPTY = 'The file is empty. Choose a PDF file.';

/** Longest file name sent with an upload. */
export const FILENAME_MAX_LENGTH = 200;

/** The three signed documents of an upload, in the order the form asks for them. */
export const SIGNED_FILE_FIELDS: readonly { kind: DocumentKind; label: string }[] = [
  { kind: 'attestation', label: 'Attestation' },
  { kind: 'processing', label: 'Processing' },
  { kind: 'storage', label: 'Storage' },
];

const looksLikePdf = (file: Pick<File, 'name' | 'type'>) => file.type.toLowerCase() === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/**
 * Why a chosen signed copy would be refused, checked before it is sent so a wrong file costs no
 * upload: the type the browser reports (or the name's extension when it reports none) and the
 * size. Null when it may go.
 */
export function signedFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!looksLikePdf(file)) return SIGNED_FILE_NOT_PDF;
  if (file.size === 0) return SIGNED_FILE_EMPTY;
  if (file.size > SIGNED_PDF_MAX_BYTES) return SIGNED_FILE_TOO_LARGE;
  return null;
}

/** The name sent beside the file: the chosen file's own, cut to what the API takes. */
export const uploadName = (file: Pick<File, 'name'>) => (file.name || 'document.pdf').slice(0, FILENAME_MAX_LENGTH);
