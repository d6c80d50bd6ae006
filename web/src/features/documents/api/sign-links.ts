import type { PatientSignLinkRequest, SignLinkAnswer } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { SIGN_LINK_FAILED } from '../utils/signing';

/** A signing link the API answered without an error status: refused answers still carry a message. */
function usableLink(answer: SignLinkAnswer): SignLinkAnswer {
  if (!answer.success || !answer.signLink) throw new ApiError(400, answer.message || SIGN_LINK_FAILED);
  return answer;
}

/** documents/sign-link-patient/: the signing page of the patient's document of a kind (a new one without doc_id). */
export const getPatientSignLink = async (body: PatientSignLinkRequest) => usableLink(await api.post<SignLinkAnswer>('documents/sign-link-patient/', body));

/** documents/harvest-center/attestation/: the signing page of the signed-in center's attestation. */
export const getHcAttestationSignLink = async () => usableLink(await api.post<SignLinkAnswer>('documents/harvest-center/attestation/'));

export const usePatientSignLink = () => useMutation({ mutationFn: getPatientSignLink });

export const useHcAttestationSignLink = () => useMutation({ mutationFn: getHcAttestationSignLink });
