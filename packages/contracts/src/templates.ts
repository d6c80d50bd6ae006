import { z } from 'zod';
import { DocumentKind } from './documents';
import { Membership } from './memberships';
import { text, UPLOAD_MAX_BYTES } from './primitives';

/**
 * Template types (the Email File Templates sections), numbered as the memberships that sign them:
 * patients sign their documents from type 2, harvest centers their attestation and registration
 * from type 4, referral harvest centers their registration from type 5.
 */
export const SignTemplateType = {
  Patient: Membership.Patient,
  HarvestCenter: Membership.HarvestCenter,
  ReferralHarvestCenter: Membership.ReferralHarvestCenter,
} as const;
export type SignTemplateTypeId = (typeof SignTemplateType)[keyof typeof SignTemplateType];
export const TEMPLATE_TYPES = [SignTemplateType.Patient, SignTemplateType.HarvestCenter, SignTemplateType.ReferralHarvestCenter] as const;
export const TemplateType = z.coerce.number().pipe(
  z.union([z.literal(SignTemplateType.Patient), z.literal(SignTemplateType.HarvestCenter), z.literal(SignTemplateType.ReferralHarvestCenter)], {
    message: 'Choose a template type: 2, 4 or 5',
  }),
);
export type TemplateType = z.infer<typeof TemplateType>;

/** The types a registration page signs: harvest centers' (4) and referral harvest centers' (5). */
export const REGISTRATION_TEMPLATE_TYPES = [SignTemplateType.HarvestCenter, SignTemplateType.ReferralHarvestCenter] as const;
export const RegistrationTemplateType = z.coerce
  .number()
  .pipe(z.union([z.literal(SignTemplateType.HarvestCenter), z.literal(SignTemplateType.ReferralHarvestCenter)], { message: 'Choose 4 or 5' }));

export const TEMPLATE_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

const required = (what: string, max: number, multiline = false) => text(max, { required: `${what} is required`, multiline });

/** Add Template (multipart): title, description, document message and file are all required (spec §5). */
export const NewTemplateFields = z.strictObject({
  title: required('Title', 200),
  description: required('Description', 1000, true),
  document_message: required('Document message', 2000, true),
  type: TemplateType,
  /**
   * Which patient document a patient template (type 2) is: attestation, processing or storage. The
   * form's empty choice (`''`) is no kind, and the schema says so, so the API document names it too.
   */
  kind: z
    .union([z.literal(''), DocumentKind])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  is_active: z.enum(['0', '1', 'true', 'false']).optional(),
  file: z.instanceof(File, { message: 'File is required' }),
  // Sent by the spec's form; the server knows the domain and the admin from the request.
  domain: text(100).optional(),
  admin_name: text(200).optional(),
  admin_email: text(254).optional(),
});
/** A patient template must say which document it is. */
export const TEMPLATE_KIND_REQUIRED = 'Choose which document this is';
export const templateKindGiven = (form: { type: number; kind?: DocumentKind }) => form.type !== SignTemplateType.Patient || form.kind !== undefined;
/** The issue of a missing kind; a new object each time, as zod keeps the options it is given. */
export const templateKindIssue = () => ({ message: TEMPLATE_KIND_REQUIRED, path: ['kind'] });
export const NewTemplateForm = NewTemplateFields.refine(templateKindGiven, templateKindIssue());

export const TemplateView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  document_message: z.string(),
  /** The API path that answers a short-lived link to the uploaded file. */
  file: z.string(),
  template_id: z.string(),
  status: z.string(),
  is_active: z.boolean(),
  type: z.number().int(),
  /** For patient templates: the document a patient signs with it. */
  kind: DocumentKind.nullable(),
});
export type TemplateView = z.infer<typeof TemplateView>;

export const TemplateList = z.object({ data: z.array(TemplateView) });
export const TemplateCreated = z.object({ id: z.number().int(), Message: z.string(), data: TemplateView });
export const TemplateActiveUpdate = z.strictObject({
  is_active: z.union([
    z.boolean(),
    z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
    z.literal(0).transform(() => false),
    z.literal(1).transform(() => true),
  ]),
});
export const TemplateEditLink = z.object({ success: z.boolean(), link: z.object({ editUrl: z.string() }), Message: z.string() });
export const RegistrationTemplates = z.object({ success: z.boolean(), data: z.array(z.object({ template_id: z.string(), title: z.string() })) });
export const FileLink = z.object({ url: z.string() });

export const TEMPLATE_ADDED = 'Template Added Succesfully!';
export const TEMPLATE_FAILED = 'Something went wrong, Please try again!';
export const TEMPLATE_NOT_PDF = 'The file must be a PDF.';
export const TEMPLATE_TOO_LARGE = 'The file must be 4 MB or smaller.';
export const TEMPLATE_KIND_LABEL = 'Document';
export const TEMPLATE_NOT_EDITABLE = 'Only a template with status Completed can be edited.';
