import {
  FedexLabelFields,
  FedexRequestShape,
  type FedexRequestFields,
  fedexTrackingLink,
  LABEL_FILE_MISSING,
  LABEL_MAX_BYTES,
  LABEL_NOT_PDF,
  LABEL_TOO_LARGE,
  PATIENT_NEEDED,
  type FedexRequestView,
  type MemberView,
} from '@portal/contracts';
import { z } from 'zod';
import { localIsoDate } from '../../../utils/format-date';

/** What the label file picker offers; the server checks the bytes again. */
export const LABEL_FILE_ACCEPT = 'application/pdf,.pdf';

/** A patient chosen to ship, as the picker found it. */
export interface PatientChoice {
  id: number;
  name: string;
}

/** The request form as it holds its fields: the contract's rules, the patients as the choices made. */
export const requestFormSchema = FedexRequestShape.omit({ patients_ids: true })
  .extend({ patients: z.array(z.object({ id: z.number(), name: z.string() })) })
  .refine((form) => form.patients.length > 0 || Boolean(form.other_patient_name), { message: PATIENT_NEEDED, path: ['patients'] });
export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormData = z.output<typeof requestFormSchema>;

/** A blank request, shipping from the center's own address, dated today. */
export function requestDefaults(center: MemberView | null, now = new Date()): RequestFormValues {
  return {
    doctor_name: '',
    doctor_email: '',
    address1: center?.address1 ?? '',
    city: center?.city ?? '',
    state_desc: center?.state_desc ?? '',
    zip_code: center?.zip_code ?? '',
    country_desc: center?.country_desc ?? '',
    patients: [],
    other_patient_name: '',
    label_date: localIsoDate(now),
  };
}

/** The body of POST fedex-requests/: the chosen patients by id; blank optional fields left out. */
export function toRequestBody(data: RequestFormData): z.input<typeof FedexRequestFields> {
  const { patients, zip_code, other_patient_name, ...rest } = data;
  return {
    ...rest,
    ...(zip_code ? { zip_code } : {}),
    ...(other_patient_name ? { other_patient_name } : {}),
    ...(patients.length ? { patients_ids: patients.map((p) => p.id) } : {}),
  };
}

/** The chosen file: a file input holds a FileList. */
export function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  if (value && typeof value === 'object' && 'length' in value) {
    const first = (value as ArrayLike<unknown>)[0];
    return first instanceof File ? first : undefined;
  }
  return undefined;
}

const looksLikePdf = (file: File) => file.type.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The label and tracking form (spec §3, §4): both tracking fields required, and a PDF of at most
 * 4 MB, required unless the request has its label already.
 */
export function labelFormSchema(hasLabel: boolean) {
  return FedexLabelFields.pick({ tracking_number: true, tracking_link: true })
    .extend({ file: z.unknown() })
    .superRefine((form, ctx) => {
      const file = chosenFile(form.file);
      if (!file) {
        if (!hasLabel) ctx.addIssue({ code: 'custom', path: ['file'], message: LABEL_FILE_MISSING });
        return;
      }
      if (!looksLikePdf(file)) ctx.addIssue({ code: 'custom', path: ['file'], message: LABEL_NOT_PDF });
      else if (file.size > LABEL_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['file'], message: LABEL_TOO_LARGE });
    });
}
export type LabelFormValues = z.input<ReturnType<typeof labelFormSchema>>;
export type LabelFormData = z.output<ReturnType<typeof labelFormSchema>>;

export const labelDefaults = (request: FedexRequestView): LabelFormValues => ({
  tracking_number: request.tracking_number,
  tracking_link: request.tracking_link || (request.tracking_number ? fedexTrackingLink(request.tracking_number) : ''),
  file: undefined,
});

/**
 * The tracking link after the number changed: the carrier's page of the new number while the link
 * was blank or still the default of the old one; a link the admin typed stays.
 */
export function nextTrackingLink(link: string, oldNumber: string, newNumber: string): string {
  const isDefault = !link.trim() || link === fedexTrackingLink(oldNumber);
  if (!isDefault) return link;
  return newNumber.trim() ? fedexTrackingLink(newNumber) : '';
}

/** The patients a request ships, by name: its own patients and the other patient's name. */
export const patientsText = (r: Pick<FedexRequestView, 'patients' | 'other_patient_name'>) =>
  [...r.patients.map((p) => `${p.first_name} ${p.last_name}`.trim()), r.other_patient_name].filter(Boolean).join(', ');

export const addressText = (r: Pick<FedexRequestView, 'address1' | 'city' | 'state_desc' | 'zip_code' | 'country_desc'>) =>
  [r.address1, r.city, [r.state_desc, r.zip_code].filter(Boolean).join(' '), r.country_desc].filter(Boolean).join(', ');
