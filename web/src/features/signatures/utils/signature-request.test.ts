import { DOCUMENTS_SENT, DOCUMENTS_UPLOADED } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { codeOutcome, signatureRequestPayload, SignatureRequestFields, uploadedDocumentsPayload, UploadDocumentsFields } from './signature-request';

const center = { id: 4, company: 'Acme Harvest Center', email: 'hc@acme.test', template_id: 'tpl-4' };

describe('the signature request form', () => {
  it('requires the patient name and a valid e-mail', () => {
    const blank = SignatureRequestFields.safeParse({ name: ' ', email: '' });
    expect(blank.success).toBe(false);
    // The form shows each field's first issue.
    const first = (field: string) => blank.error?.issues.find((i) => i.path[0] === field)?.message;
    expect([first('name'), first('email')]).toEqual(['Patient name is required', 'Email is required']);
    expect(SignatureRequestFields.safeParse({ name: 'Pat', email: 'not-an-email' }).error?.issues[0]?.message).toBe('Enter a valid email');
    expect(SignatureRequestFields.parse({ name: ' Pat Doe ', email: ' Pat@Example.TEST ' })).toEqual({ name: 'Pat Doe', email: 'pat@example.test' });
  });

  it("sends the spec's payload: the patient and the signed-in center's id, template, company and e-mail", () => {
    expect(signatureRequestPayload({ name: 'Pat Doe', email: 'pat@example.test' }, center)).toEqual({
      name: 'Pat Doe',
      email: 'pat@example.test',
      harvest_center_id: 4,
      template_id: 'tpl-4',
      nameHC: 'Acme Harvest Center',
      emailHC: 'hc@acme.test',
    });
  });

  it('sends nulls for what the center does not have, and no id while it is unknown', () => {
    expect(signatureRequestPayload({ name: 'Pat', email: 'p@x.test' }, { id: undefined, company: '', email: '', template_id: '' })).toEqual({
      name: 'Pat',
      email: 'p@x.test',
      template_id: null,
      nameHC: null,
      emailHC: null,
    });
    expect(signatureRequestPayload({ name: 'Pat', email: 'p@x.test' }, null)).toEqual({
      name: 'Pat',
      email: 'p@x.test',
      template_id: null,
      nameHC: null,
      emailHC: null,
    });
  });
});

describe('the upload form', () => {
  it('requires the patient and the three staged files', () => {
    const result = UploadDocumentsFields.safeParse({ name: 'Pat', email: 'p@x.test', attestation: 'a.pdf', processing: '', storage: ' ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['processing', 'Processing file is required'],
      ['storage', 'Storage file is required'],
    ]);
  });

  it("sends the spec's payload with the center's id", () => {
    const values = { name: 'Pat', email: 'p@x.test', attestation: 'a.pdf', processing: 'p.pdf', storage: 's.pdf' };
    expect(uploadedDocumentsPayload(values, 4)).toEqual({ ...values, harvest_center_id: 4 });
    expect(uploadedDocumentsPayload(values, undefined)).toEqual(values);
  });
});

describe('codeOutcome', () => {
  it('is a success only for code success, with the spec message when the server gives none', () => {
    expect(codeOutcome({ code: 'success', message: DOCUMENTS_SENT }, DOCUMENTS_SENT)).toEqual({ ok: true, message: DOCUMENTS_SENT });
    expect(codeOutcome({ code: 'success', message: '' }, DOCUMENTS_UPLOADED)).toEqual({ ok: true, message: DOCUMENTS_UPLOADED });
  });

  it("is a failure for any other code, with the server's reason", () => {
    expect(codeOutcome({ code: 'error', message: 'No template to sign.' }, DOCUMENTS_SENT)).toEqual({ ok: false, message: 'No template to sign.' });
    expect(codeOutcome({ code: 'error', message: '' }, DOCUMENTS_SENT)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });
});
