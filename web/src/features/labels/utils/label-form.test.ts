import { LABEL_FILE_MISSING, LABEL_NOT_PDF, LABEL_TOO_LARGE, PATIENT_NEEDED } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { labelFormSchema, nextTrackingLink, requestDefaults, requestFormSchema, toRequestBody } from './label-form';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the request form', () => {
  const filled = {
    ...requestDefaults(null, new Date(2026, 10, 21)),
    doctor_name: 'Dr. Hale',
    doctor_email: 'Hale@Clinic.test',
    address1: '1 Road',
    city: 'Austin',
    state_desc: 'TX',
    country_desc: 'US',
  };

  it('is dated today and asks for a patient, chosen or named', () => {
    expect(filled.label_date).toBe('2026-11-21');
    expect(messages(requestFormSchema.safeParse(filled))).toEqual([`patients: ${PATIENT_NEEDED}`]);
    expect(requestFormSchema.safeParse({ ...filled, other_patient_name: 'Walter Brook' }).success).toBe(true);
  });

  it('sends the chosen patients by id and leaves blank optional fields out', () => {
    const data = requestFormSchema.parse({
      ...filled,
      patients: [
        { id: 12, name: 'Olivia Oakley' },
        { id: 30, name: 'Noah Nguyen' },
      ],
    });
    expect(toRequestBody(data)).toEqual({
      doctor_name: 'Dr. Hale',
      doctor_email: 'hale@clinic.test',
      address1: '1 Road',
      city: 'Austin',
      state_desc: 'TX',
      country_desc: 'US',
      label_date: '2026-11-21',
      patients_ids: [12, 30],
    });
  });
});

describe('the label form', () => {
  const pdf = new File(['%PDF-1.4'], 'label.pdf', { type: 'application/pdf' });

  it('needs a PDF until the request has one, and both tracking fields', () => {
    expect(messages(labelFormSchema(false).safeParse({ tracking_number: '', tracking_link: '', file: undefined }))).toEqual([
      'tracking_number: Required',
      'tracking_link: Required',
      `file: ${LABEL_FILE_MISSING}`,
    ]);
    expect(labelFormSchema(true).safeParse({ tracking_number: '794612345678', tracking_link: 'https://x.test/', file: undefined }).success).toBe(true);
    expect(labelFormSchema(false).safeParse({ tracking_number: '794612345678', tracking_link: 'https://x.test/', file: [pdf] }).success).toBe(true);
  });

  it('refuses other files and PDFs over 4 MB before sending them', () => {
    const png = new File(['x'], 'label.png', { type: 'image/png' });
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const base = { tracking_number: '794612345678', tracking_link: 'https://x.test/' };
    expect(messages(labelFormSchema(false).safeParse({ ...base, file: [png] }))).toEqual([`file: ${LABEL_NOT_PDF}`]);
    expect(messages(labelFormSchema(false).safeParse({ ...base, file: [big] }))).toEqual([`file: ${LABEL_TOO_LARGE}`]);
  });

  it("defaults the tracking link to the carrier's page of the number, keeping a link typed by hand", () => {
    expect(nextTrackingLink('', '', '7946')).toBe('https://www.fedex.com/fedextrack/?trknbr=7946');
    expect(nextTrackingLink('https://www.fedex.com/fedextrack/?trknbr=7946', '7946', '79461')).toBe('https://www.fedex.com/fedextrack/?trknbr=79461');
    expect(nextTrackingLink('https://carrier.test/t/1', '7946', '79461')).toBe('https://carrier.test/t/1');
    expect(nextTrackingLink('https://www.fedex.com/fedextrack/?trknbr=7', '7', '')).toBe('');
  });
});
