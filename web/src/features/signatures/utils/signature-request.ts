import { DOCUMENTS_SENT, DOCUMENTS_UPLOADED, SignatureRequest, UploadedDocuments, type MemberView } from '@portal/contracts';

/** Request Patients Signatures: the patient's name and e-mail, both required, the e-mail valid (spec §5). */
export const SignatureRequestFields = SignatureRequest.pick({ name: true, email: true });
export type SignatureRequestValues = ReturnType<typeof SignatureRequestFields.parse>;

/** Upload Patient Documents Signed: the patient and the three staged files' names. */
export const UploadDocumentsFields = UploadedDocuments.omit({ harvest_center_id: true });
export type UploadDocumentsValues = ReturnType<typeof UploadDocumentsFields.parse>;

/** The center the documents are for: the member the screens act as. */
export type RequestingCenter = Pick<MemberView, 'company' | 'email' | 'template_id'> & { id: number | undefined };

/**
 * The spec's signature request payload (§3): the patient from the form and the signed-in center's
 * id, signing template, company and e-mail. The API uses its own record of the center anyway.
 */
export function signatureRequestPayload(values: SignatureRequestValues, center: RequestingCenter | null): SignatureRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(center?.id !== undefined ? { harvest_center_id: center.id } : {}),
    template_id: center?.template_id || null,
    nameHC: center?.company || null,
    emailHC: center?.email || null,
  };
}

/** The spec's uploaded documents payload (§3): the form's values and the center's id. */
export function uploadedDocumentsPayload(values: UploadDocumentsValues, centerId: number | undefined): UploadedDocuments {
  return { ...values, ...(centerId !== undefined ? { harvest_center_id: centerId } : {}) };
}

/** What documents/send/ and documents/upload/ answer: code 'success', or another code with the reason. */
export interface CodeAnswer {
  code: string;
  message: string;
}

/**
 * The outcome to show after a send or an upload. A success shows the spec's message (§8); any
 * other code is a failure with the server's message, or a general one when it gave none.
 */
export function codeOutcome(answer: CodeAnswer, success: typeof DOCUMENTS_SENT | typeof DOCUMENTS_UPLOADED): { ok: boolean; message: string } {
  if (answer.code === 'success') return { ok: true, message: answer.message || success };
  return { ok: false, message: answer.message || 'Something went wrong. Please try again.' };
}
