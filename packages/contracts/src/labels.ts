import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { CalendarDate, emailAddress, Id, IdText, text, tooMany, UPLOAD_MAX_BYTES, wholeNumber } from './primitives';

/** The admin's Fedex Requests table and a center's past requests show 10 a page (spec §9). */
export const FEDEX_PAGE_SIZE = 10;
/** A request names at most this many of the center's patients. */
export const FEDEX_MAX_PATIENTS = 10;
/** A label PDF is taken up to this size. */
export const LABEL_MAX_BYTES = UPLOAD_MAX_BYTES;

export const LABEL_REQUESTED = 'Your Fedex label request has been sent!';
export const LABEL_SAVED = 'Fedex label has been updated!';
export const NOTIFICATION_SENT = 'Fedex label notification has been sent!';
/** Spec §8: a failed notification is told in an alert. */
export const NOTIFICATION_FAILED = 'Notification fails!';
/** Spec §2, as written. */
export const CONFIRM_NOTIFICATION = 'Are you sure you want to sent this Fedex Label file email notification?';
export const LABEL_NOT_PDF = 'The label must be a PDF file.';
export const LABEL_TOO_LARGE = 'The label must be 4 MB or smaller.';
export const LABEL_FILE_MISSING = 'Upload the label PDF file first.';
export const LABEL_FILE_TAKEN = 'This label file belongs to another request: upload it again.';
export const LABEL_NEEDED = 'Add the label file and tracking number before sending the notification.';
export const PATIENT_NEEDED = "Choose a patient to ship or enter another patient's name.";
export const NOT_YOUR_PATIENTS = 'Choose patients of your own center.';
export const TRACKING_NUMBER_FORMAT = 'Enter the tracking number: 6 to 40 letters and digits.';
export const TRACKING_LINK_FORMAT = 'Enter the tracking link: a web address starting with https:// or http://.';

/** The carrier's tracking page of a number (its spaces left out): the tracking link's default. */
export const fedexTrackingLink = (trackingNumber: string) =>
  `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}`;

/** A label file as process-file names it: an unguessable name the portal gave the upload. */
export const LABEL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/** The media path (after the host) of a label file, served through the authorized /media route. */
export const labelMediaPath = (file: string) => `media/fedex-label/${file}`;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** The fields of a label request, before the rule that names a patient (forms extend it). */
export const FedexRequestShape = z.strictObject({
  doctor_name: text(120, { required: true }),
  doctor_email: emailAddress({ required: true }),
  address1: text(200, { required: true }),
  city: text(100, { required: true }),
  state_desc: text(100, { required: true }),
  zip_code: text(20).optional(),
  country_desc: text(100, { required: true }),
  patients_ids: z.array(Id).max(FEDEX_MAX_PATIENTS, tooMany(FEDEX_MAX_PATIENTS)).optional(),
  other_patient_name: text(120).optional(),
  label_date: CalendarDate,
});
/**
 * A center's label request (spec §3): the doctor, the address to ship from, the center's patients
 * to ship (ids) or another patient's name, and the date. At least one patient, either way.
 */
export const FedexRequestFields = FedexRequestShape.refine((r) => Boolean(r.patients_ids?.length || r.other_patient_name), {
  message: PATIENT_NEEDED,
  path: ['patients_ids'],
});
export type FedexRequestFields = z.infer<typeof FedexRequestFields>;

/**
 * A tracking number as typed: letters and digits, alone or in the groups labels print them in
 * ('7946 1234 5678'), read and stored without the spaces.
 */
const trackingNumber = text(40, { required: true })
  .regex(/^[A-Za-z0-9 ]*$/, TRACKING_NUMBER_FORMAT)
  .overwrite((v) => v.replace(/ +/g, ''))
  .refine((v) => v.length === 0 || v.length >= 6, TRACKING_NUMBER_FORMAT);

/** The label and tracking form (spec §3, §4): both tracking fields are required; the file once added stays unless replaced. */
export const FedexLabelFields = z.strictObject({
  tracking_number: trackingNumber,
  tracking_link: text(500, { required: true }).refine((v) => v === '' || isWebAddress(v), TRACKING_LINK_FORMAT),
  pdf_file: z.string().regex(LABEL_FILE, LABEL_FILE_MISSING).optional(),
});
export type FedexLabelFields = z.infer<typeof FedexLabelFields>;

/** The `{id}` of a request's path. */
export const FedexIdParam = z.object({ id: IdText });

export const FedexListQuery = z.object({
  search: text(100).optional(),
  cursor: PageCursor.optional(),
  page_size: wholeNumber({ min: 1, max: 50 }).default(FEDEX_PAGE_SIZE),
});
export type FedexListQuery = z.input<typeof FedexListQuery>;

/** How far a request got: asked, its label added, the center notified. */
export const FedexStatus = z.enum(['Requested', 'Label Ready', 'Notified']);
export type FedexStatus = z.infer<typeof FedexStatus>;

/** A label request as the spec names its fields (§3); `pdf_file` is the label's media path once added. */
export const FedexRequestView = z.object({
  id: z.number().int(),
  hc_desc: z.array(z.object({ id: z.number().int(), company: z.string(), email: z.string() })),
  doctor_name: z.string(),
  doctor_email: z.string(),
  address1: z.string(),
  city: z.string(),
  state_desc: z.string(),
  zip_code: z.string(),
  country_desc: z.string(),
  patients_ids: z.string(),
  patients: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  other_patient_name: z.string(),
  label_date: z.string(),
  tracking_link: z.string(),
  tracking_number: z.string(),
  pdf_file: z.string().nullable(),
  notification_sent: z.boolean(),
  status: FedexStatus,
  created_at: z.string(),
});
export type FedexRequestView = z.infer<typeof FedexRequestView>;

/** A page of requests, newest first: `count` is how many match in all. */
export const FedexRequestPage = pageOf(FedexRequestView);
export type FedexRequestPage = z.infer<typeof FedexRequestPage>;

export const FedexRequestSaved = z.object({ success: z.boolean(), message: z.string(), id: z.number().int(), fedex_request: FedexRequestView });
export type FedexRequestSaved = z.infer<typeof FedexRequestSaved>;

/** process-file/: the stored label's name, for the label form's pdf_file. */
export const LabelUploaded = z.object({ success: z.boolean(), pdf_file: z.string(), message: z.string() });
export type LabelUploaded = z.infer<typeof LabelUploaded>;

export const SendNotificationRequest = z.strictObject({ fedex_id: Id });
export type SendNotificationRequest = z.infer<typeof SendNotificationRequest>;

/** update-sent-notification/{id}/: sets whether the center counts as notified (sending sets it too). */
export const SentNotificationRequest = z.strictObject({ notification_sent: z.boolean() });
export type SentNotificationRequest = z.infer<typeof SentNotificationRequest>;

/** The spec's answer of the notification calls: code 'Success'. */
export const NotificationAnswer = z.object({ code: z.literal('Success'), message: z.string(), fedex_request: FedexRequestView });
export type NotificationAnswer = z.infer<typeof NotificationAnswer>;
