import { z } from 'zod';
import { pageOf } from './paging';
import { LinkedListQuery } from './network';
import { Id, text, tooLong, UPLOAD_MAX_BYTES } from './primitives';
import { InviteToken } from './sign-up-links';

/** The patient documents (spec §3): three kinds, shown by these names. */
export const DOCUMENT_KINDS = ['attestation', 'processing', 'storage'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS, { message: 'Choose attestation, processing or storage' });
export type DocumentKind = z.infer<typeof DocumentKind>;
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  attestation: 'Attestation Agreement',
  processing: 'Processing Agreement',
  storage: 'Storage Agreement',
};

/** Pending until every signer has signed, then Completed; the provider may also decline, expire or revoke one. */
export const DocumentStatus = z.enum(['Pending', 'Completed', 'Declined', 'Expired', 'Revoked']);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** Page sizes (spec §9): 5 documents on the patient's dashboard, 10 in the other tables. */
export const DOCUMENTS_PAGE_SIZE = 5;
export const DOCUMENT_TABLE_PAGE_SIZE = 10;
export const SIGNED_PDF_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Signing frames and the template editor frame are 600 px high (spec §9). */
export const SIGNING_FRAME_HEIGHT = 600;
/** Registration pages poll a signing document's completion every 5 s. */
export const SIGNING_POLL_MS = 5000;

const DocPerson = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });
const DocCenter = z.object({ id: z.number().int(), company: z.string(), email: z.string() });

/**
 * A patient document (spec §3). `document_id` is the signing document's id at the provider (or
 * the id given to an uploaded, already signed file); `file` is the media path of the signed PDF,
 * served to members who may see the document, once it is Completed.
 */
export const PatientDocumentView = z.object({
  id: z.number().int(),
  /** The kind: attestation, processing or storage. */
  name: DocumentKind,
  /** The kind as shown: Attestation Agreement, Processing Agreement, Storage Agreement. */
  title: z.string(),
  status: DocumentStatus,
  document_id: z.string(),
  patient: z.number().int().nullable(),
  patient_desc: DocPerson.nullable(),
  patient_name: z.string(),
  patient_email: z.string(),
  hc_desc: DocCenter.nullable(),
  file: z.string().nullable(),
  /** 'esign' when signed in the portal, 'upload' when a harvest center uploaded a signed paper copy. */
  source: z.enum(['esign', 'upload']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PatientDocumentView = z.infer<typeof PatientDocumentView>;

/** GET documents/list/{id}/: a patient's documents of each kind, newest first (the screen shows the first). */
export const PatientDocumentLists = z.object({
  attestation: z.array(PatientDocumentView),
  processing: z.array(PatientDocumentView),
  storage: z.array(PatientDocumentView),
});
export type PatientDocumentLists = z.infer<typeof PatientDocumentLists>;

/** A page of documents (admin's documents/, a center's documentList/), newest first. */
export const PatientDocumentPage = pageOf(PatientDocumentView);
export type PatientDocumentPage = z.infer<typeof PatientDocumentPage>;

/** Filters of a documents table: the patient's name or e-mail (and, for admins, the center's company). */
export const DocumentListQuery = LinkedListQuery;

const personName = text(160, { required: 'Patient name is required' });
const email = text(254, { required: 'Email is required' }).toLowerCase().email('Enter a valid email');

/**
 * Request Patients Signatures (spec §3 signature request payload). The name and e-mail are the
 * patient's; the center and its template are the signed-in center's, whatever the form sends.
 */
export const SignatureRequest = z.strictObject({
  name: personName,
  email,
  harvest_center_id: Id.optional(),
  template_id: text(200).optional().nullable(),
  nameHC: text(200).optional().nullable(),
  emailHC: text(254).optional().nullable(),
});
export type SignatureRequest = z.infer<typeof SignatureRequest>;

/** Answers of documents/send/ and documents/upload/: code 'success', or an error message. */
export const DocumentsCodeAnswer = z.object({ code: z.string(), message: z.string() });
export const DOCUMENTS_SENT = 'Documents has been Sent!';
export const DOCUMENTS_UPLOADED = 'Documents has been Uploaded!';

/** documents/process-file/: a signed PDF kept for a moment until documents/upload/ names it. */
export const ProcessedFile = z.object({ filename: z.string() });
const stagedFile = (what: string) => text(300, { required: `${what} is required` });

/** Upload Patient Documents Signed (spec §3 uploaded documents): the three files from documents/process-file/. */
export const UploadedDocuments = z.strictObject({
  name: personName,
  email,
  harvest_center_id: Id.optional(),
  attestation: stagedFile('Attestation file'),
  processing: stagedFile('Processing file'),
  storage: stagedFile('Storage file'),
});
export type UploadedDocuments = z.infer<typeof UploadedDocuments>;

/**
 * documents/sign-link-patient/: a patient opens the signing page of one of its documents. Without
 * doc_id the patient's newest pending document of the kind is used, or a new one is made. The
 * other fields of the spec's payload are read from the records, not from the request.
 */
export const PatientSignLinkRequest = z.strictObject({
  patient_id: Id,
  doc_type: DocumentKind,
  doc_id: Id.optional().nullable(),
  email: text(254).optional(),
  patient_name: text(200).optional(),
  hc_id: Id.optional().nullable(),
  hc_name: text(200).optional().nullable(),
  hc_email: text(254).optional().nullable(),
  attestation_template_id: text(200).optional().nullable(),
});
export type PatientSignLinkRequest = z.infer<typeof PatientSignLinkRequest>;
export const SignLinkAnswer = z.object({ success: z.boolean(), signLink: z.string(), documentId: z.string(), message: z.string() });
export type SignLinkAnswer = z.infer<typeof SignLinkAnswer>;

/** The provider's document id, as the signed-in completion pages carry it (never a capability of its own: see GuestSignToken). */
export const ProviderDocumentId = z
  .string({ message: 'documentId is required' })
  .trim()
  .min(1, 'documentId is required')
  .max(100, tooLong(100))
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a document id');
/** documents/patient-signed-document/: the portal learns a document's status now. */
export const SignedDocumentRequest = z.strictObject({ documentId: ProviderDocumentId });
export const DocumentStatusAnswer = z.object({ success: z.boolean(), status: DocumentStatus, message: z.string() });
export type DocumentStatusAnswer = z.infer<typeof DocumentStatusAnswer>;

/**
 * The secret of an e-mailed signing link: the document's record id and a random part. It is good
 * for that one document until it expires or a newer e-mail replaces it; no list ever shows it.
 */
export const GuestSignToken = z
  .string({ message: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(100, tooLong(100))
  .regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, 'Not a signing link');
/** GET auth/boldsign/?token&name: the guest page's signing link. */
export const GuestSignQuery = z.object({ token: GuestSignToken, name: text(200).optional() });
/** POST auth/boldsign/: after guest signing, the portal learns the status of the link's document. */
export const GuestSignedRequest = z.strictObject({ token: GuestSignToken });
export const GUEST_LINK_EXPIRED = 'This signing link has expired. Please ask your harvest center to send it again.';

/** PATCH documents/{id}/: links a document to a patient (admin). */
export const DocumentPatientUpdate = z.strictObject({ patient: Id });

/** utilities/send-patient-sign-email/: mails a patient the guest signing link of a pending document. */
export const SignEmailRequest = z.strictObject({
  doc_id: Id,
  user_email: text(254).optional(),
  user_name: text(200).optional(),
});
export const SuccessAnswer = z.object({ success: z.boolean(), message: z.string() });
export const SIGN_EMAIL_SENT = 'The signing e-mail has been sent.';

/** boldsign/create-document/get-embed-link/: a member signs one of the domain's patient templates now. */
export const EmbedLinkRequest = z.strictObject({
  userId: Id,
  docId: text(100, { required: 'docId is required' }),
  name: text(200).optional(),
  email: text(254).optional(),
});

/** The harvest center's attestation (HC profile): its latest signing document and the template made from it. */
export const HcAttestationView = z.object({
  success: z.boolean(),
  status: DocumentStatus.nullable(),
  document_id: z.string().nullable(),
  template_id: z.string(),
  file: z.string().nullable(),
});
export type HcAttestationView = z.infer<typeof HcAttestationView>;
/** hc-signed-completed: documentId and signedBy (the center's member id) from the query string. */
export const HcSignedRequest = z.strictObject({ documentId: ProviderDocumentId, signedBy: Id });
export const HcTemplateCreated = z.object({ templateId: z.string(), docId: z.string() });
export const HcDocumentUpdated = z.object({ success: z.boolean(), template_id: z.string(), document_id: z.string() });
export const AttestationFileAnswer = z.object({ success: z.boolean(), file: z.string().nullable(), message: z.string() });

/** Registration pages sign the domain's registration templates before the account exists. */
export const RegistrationSignRequest = z.strictObject({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(160, tooLong(160)),
  email,
  template_id: z.string({ message: 'template_id is required' }).trim().min(1, 'template_id is required').max(100, tooLong(100)),
  /** The page's sign-up link (srid, hcid, invite): a document is made only for a link whose token is current. */
  saless_rep_id: Id.optional(),
  hc_id: Id.optional(),
  invite: InviteToken.optional(),
});
export const RegistrationSignLink = z.object({ success: z.boolean(), sign_link: z.string(), document_id: z.string(), message: z.string() });
export const RegistrationSignStatus = z.object({ success: z.boolean(), completed: z.boolean(), status: DocumentStatus });

/** utilities/update-document-status/: one run of the status job. */
export const StatusJobAnswer = z.object({ success: z.boolean(), checked: z.number().int(), completed: z.number().int(), message: z.string() });

/** GET /media/{document_id}.pdf with Accept: application/json answers the short-lived link instead of redirecting. */
export const MediaLink = z.object({ url: z.string() });

export const NO_TEMPLATE_FOR = (kind: DocumentKind) => `There is no ${DOCUMENT_KIND_LABELS[kind]} template to sign yet. Please contact your admin.`;
export const NO_HC_TEMPLATE = 'There is no attestation template to sign yet. Please contact your admin.';
export const ALREADY_ATTESTED = 'Your attestation is already signed.';
export const NOT_SIGNED_YET = 'The document is not signed yet. Please sign it first.';
export const NO_ATTESTATION_FILE = 'This harvest center has not signed its attestation yet.';
export const DOCUMENT_ALREADY_SIGNED = 'This document has already been signed.';
/** A document that can no longer be signed: already signed, or declined, expired or revoked. */
export const notSignable = (status: DocumentStatus) =>
  status === 'Completed' ? DOCUMENT_ALREADY_SIGNED : `This document is ${status.toLowerCase()} and can no longer be signed.`;
export const SIGNED_FILE_NOT_PDF = 'The file must be a PDF.';
/** documents/upload/: each of the three documents is its own file. */
export const ONE_FILE_PER_DOCUMENT = 'Each document needs its own file.';
/** documents/send/ and documents/upload/ for a member who is not the center's patient. */
export const NOT_YOUR_PATIENT = 'This e-mail belongs to a member who is not your patient: nothing was sent or kept.';
/** boldsign/create-document/get-embed-link/ past its hourly limit. */
export const TOO_MANY_DOCUMENTS = 'Too many documents were started. Please wait an hour and try again.';
export const SIGNED_FILE_TOO_LARGE = 'The file must be 4 MB or smaller.';
