import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  NewTemplateFields,
  TEMPLATE_FILE_MAX_BYTES,
  TEMPLATE_NOT_PDF,
  TEMPLATE_TOO_LARGE,
  templateKindGiven,
  templateKindIssue,
  type MemberView,
  type TemplateType,
} from '@portal/contracts';
import { z } from 'zod';

/** What the file picker offers; the server checks the bytes again. */
export const TEMPLATE_FILE_ACCEPT = 'application/pdf,.pdf';

/** The Document select's options: the three patient documents. */
export const DOCUMENT_KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }));

/** The chosen file: a file input holds a FileList (or an array of files); a single File is taken as it is. */
export function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  if (value && typeof value === 'object' && 'length' in value) {
    const first = (value as ArrayLike<unknown>)[0];
    return first instanceof File ? first : undefined;
  }
  return undefined;
}

/** A PDF by the type the browser reports or by its name; what is neither is refused before it is sent. */
const looksLikePdf = (file: Pick<File, 'name' | 'type'>) => file.type.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(file.name);

const templateFile = z
  .preprocess(chosenFile, NewTemplateFields.shape.file)
  .refine(looksLikePdf, TEMPLATE_NOT_PDF)
  .refine((file) => file.size <= TEMPLATE_FILE_MAX_BYTES, TEMPLATE_TOO_LARGE);

/**
 * Add Template as the form holds it (spec §5: title, description, document message and file are
 * all required); a patient template (type 2) also says which document it is.
 */
export function templateFormSchema(type: TemplateType) {
  return z
    .object({
      title: NewTemplateFields.shape.title,
      description: NewTemplateFields.shape.description,
      document_message: NewTemplateFields.shape.document_message,
      kind: NewTemplateFields.shape.kind,
      file: templateFile,
    })
    .refine((form) => templateKindGiven({ type, kind: form.kind }), {
      ...templateKindIssue(),
      // Told with the other fields' errors, not only once they are right.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'kind'),
    });
}

type TemplateFormSchema = ReturnType<typeof templateFormSchema>;
export type TemplateFormValues = z.input<TemplateFormSchema>;
export type TemplateFormData = z.output<TemplateFormSchema>;

/** A blank Add Template form. */
export const templateFormDefaults = { title: '', description: '', document_message: '', kind: '', file: undefined } satisfies TemplateFormValues;

/** The admin who adds a template, as the form names it. */
export interface TemplateAdmin {
  name: string;
  email: string;
}

export const templateAdmin = (member: Pick<MemberView, 'first_name' | 'last_name' | 'email'> | null | undefined): TemplateAdmin => ({
  name: [member?.first_name, member?.last_name].filter(Boolean).join(' ').trim(),
  email: member?.email ?? '',
});

/**
 * The multipart body of POST domain/file-signs/: the fields, the file, the section's type (with the
 * document for a patient template), active at once, the domain and the admin adding it.
 */
export function toTemplateFormData(data: TemplateFormData, context: { type: TemplateType; domainId: number; admin: TemplateAdmin }): FormData {
  const form = new FormData();
  form.append('title', data.title);
  form.append('description', data.description);
  form.append('document_message', data.document_message);
  form.append('file', data.file, data.file.name);
  form.append('type', String(context.type));
  if (context.type === 2 && data.kind) form.append('kind', data.kind);
  form.append('is_active', '1');
  form.append('domain', String(context.domainId));
  form.append('admin_name', context.admin.name);
  form.append('admin_email', context.admin.email);
  return form;
}
