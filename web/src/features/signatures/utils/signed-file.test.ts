import { SIGNED_FILE_NOT_PDF, SIGNED_FILE_TOO_LARGE, SIGNED_PDF_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { FILENAME_MAX_LENGTH, SIGNED_FILE_EMPTY, SIGNED_FILE_FIELDS, signedFileProblem, uploadName } from './signed-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('signedFileProblem', () => {
  it('lets a PDF up to 4 MB through', () => {
    expect(signedFileProblem(file('signed.pdf', 'application/pdf'))).toBeNull();
    expect(signedFileProblem(file('SIGNED.PDF', 'Application/PDF', SIGNED_PDF_MAX_BYTES))).toBeNull();
  });

  it('takes the extension when the browser reports no type', () => {
    expect(signedFileProblem(file('scan.pdf', ''))).toBeNull();
    expect(signedFileProblem(file('scan.doc', ''))).toBe(SIGNED_FILE_NOT_PDF);
  });

  it("refuses other types, empty files and files over 4 MB with the server's messages", () => {
    expect(signedFileProblem(file('notes.txt', 'text/plain'))).toBe(SIGNED_FILE_NOT_PDF);
    expect(signedFileProblem(file('fake.pdf', 'image/png'))).toBe(SIGNED_FILE_NOT_PDF);
    expect(signedFileProblem(file('empty.pdf', 'application/pdf', 0))).toBe(SIGNED_FILE_EMPTY);
    expect(signedFileProblem(file('big.pdf', 'application/pdf', SIGNED_PDF_MAX_BYTES + 1))).toBe(SIGNED_FILE_TOO_LARGE);
  });
});

describe('uploadName', () => {
  it("is the file's own name, cut to what the API takes", () => {
    expect(uploadName({ name: 'attestation.pdf' })).toBe('attestation.pdf');
    expect(uploadName({ name: `${'a'.repeat(300)}.pdf` })).toHaveLength(FILENAME_MAX_LENGTH);
    expect(uploadName({ name: '' })).toBe('document.pdf');
  });
});

it('asks for the three documents in order', () => {
  expect(SIGNED_FILE_FIELDS.map((f) => f.kind)).toEqual(['attestation', 'processing', 'storage']);
});
