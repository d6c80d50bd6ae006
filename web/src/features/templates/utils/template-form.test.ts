import { NewTemplateForm, TEMPLATE_FILE_MAX_BYTES, TEMPLATE_NOT_PDF, TEMPLATE_TOO_LARGE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenFile,
  DOCUMENT_KIND_OPTIONS,
  templateAdmin,
  templateFormDefaults,
  templateFormSchema,
  toTemplateFormData,
  type TemplateFormValues,
} from './template-form';

const pdf = (name = 'terms.pdf', type = 'application/pdf', bytes = '%PDF-1.4') => new File([bytes], name, { type });

const values = (fields: Partial<TemplateFormValues> = {}): TemplateFormValues => ({
  title: 'HC Attestation',
  description: 'Signed at registration',
  document_message: 'Please read and sign.',
  kind: '',
  file: [pdf()],
  ...fields,
});

/** The first message of each field that fails. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('templateFormSchema', () => {
  it('asks for every field of a blank form, with the messages of the contracts', () => {
    expect(issues(templateFormSchema(4).safeParse(templateFormDefaults))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      document_message: 'Document message is required',
      file: 'File is required',
    });
  });

  it('tells a blank patient form of the document with the other fields', () => {
    expect(issues(templateFormSchema(2).safeParse(templateFormDefaults))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      document_message: 'Document message is required',
      file: 'File is required',
      kind: 'Choose which document this is',
    });
  });

  it('asks a patient template which document it is, and no other type', () => {
    expect(issues(templateFormSchema(2).safeParse(values()))).toEqual({ kind: 'Choose which document this is' });
    expect(templateFormSchema(2).parse(values({ kind: 'processing' })).kind).toBe('processing');
    expect(templateFormSchema(5).parse(values()).kind).toBeUndefined();
  });

  it('trims the texts and takes the first chosen file', () => {
    const file = pdf();
    const data = templateFormSchema(4).parse(values({ title: '  Terms ', file: [file, pdf('other.pdf')] }));
    expect(data.title).toBe('Terms');
    expect(data.file).toBe(file);
    expect(issues(templateFormSchema(4).safeParse(values({ document_message: '   ' })))).toEqual({ document_message: 'Document message is required' });
  });

  it('takes a PDF by its type or its name, and refuses other files and files over 4 MB', () => {
    expect(templateFormSchema(4).safeParse(values({ file: [pdf('scan', 'application/pdf')] })).success).toBe(true);
    expect(templateFormSchema(4).safeParse(values({ file: [pdf('scan.PDF', '')] })).success).toBe(true);
    expect(issues(templateFormSchema(4).safeParse(values({ file: [pdf('notes.txt', 'text/plain')] })))).toEqual({ file: TEMPLATE_NOT_PDF });
    const big = new File([new Uint8Array(TEMPLATE_FILE_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(issues(templateFormSchema(4).safeParse(values({ file: [big] })))).toEqual({ file: TEMPLATE_TOO_LARGE });
  });
});

describe('chosenFile', () => {
  it('reads a file list, an array or a file, and nothing else', () => {
    const file = pdf();
    expect(chosenFile([file])).toBe(file);
    expect(chosenFile({ length: 1, 0: file })).toBe(file);
    expect(chosenFile(file)).toBe(file);
    expect(chosenFile([])).toBeUndefined();
    expect(chosenFile(undefined)).toBeUndefined();
    expect(chosenFile('terms.pdf')).toBeUndefined();
  });
});

describe('toTemplateFormData', () => {
  const admin = { name: 'Ada Admin', email: 'admin@acme.test' };

  it('sends a patient template with its document, active, for the domain and the admin', () => {
    const file = pdf();
    const form = toTemplateFormData(templateFormSchema(2).parse(values({ kind: 'storage', file: [file] })), { type: 2, domainId: 3, admin });
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'HC Attestation',
      description: 'Signed at registration',
      document_message: 'Please read and sign.',
      type: '2',
      kind: 'storage',
      is_active: '1',
      domain: '3',
      admin_name: 'Ada Admin',
      admin_email: 'admin@acme.test',
    });
    expect((form.get('file') as File).name).toBe('terms.pdf');
    // The server reads the same form.
    expect(NewTemplateForm.safeParse(Object.fromEntries(form.entries())).success).toBe(true);
  });

  it('sends no document for the other types', () => {
    const form = toTemplateFormData(templateFormSchema(4).parse(values({ kind: 'storage' })), { type: 4, domainId: 3, admin });
    expect(form.has('kind')).toBe(false);
    expect(form.get('type')).toBe('4');
  });
});

describe('templateAdmin', () => {
  it("is the signed-in member's name and e-mail", () => {
    expect(templateAdmin({ first_name: 'Ada', last_name: 'Admin', email: 'admin@acme.test' })).toEqual({ name: 'Ada Admin', email: 'admin@acme.test' });
    expect(templateAdmin({ first_name: '', last_name: 'Admin', email: 'a@acme.test' })).toEqual({ name: 'Admin', email: 'a@acme.test' });
    expect(templateAdmin(null)).toEqual({ name: '', email: '' });
  });
});

describe('DOCUMENT_KIND_OPTIONS', () => {
  it('offers the three patient documents by name', () => {
    expect(DOCUMENT_KIND_OPTIONS.map((option) => option.label)).toEqual(['Attestation Agreement', 'Processing Agreement', 'Storage Agreement']);
    expect(DOCUMENT_KIND_OPTIONS.map((option) => option.value)).toEqual(['attestation', 'processing', 'storage']);
  });
});
