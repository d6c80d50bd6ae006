import type { SuccessAnswer } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export interface SignEmailBody {
  doc_id: number;
  user_email: string;
  user_name: string;
}

/** Mails the patient the signing link of a Pending document again. */
export const sendSignEmail = (body: SignEmailBody) => api.post<z.infer<typeof SuccessAnswer>>('utilities/send-patient-sign-email/', body);

export const useSendSignEmail = () => useMutation({ mutationFn: sendSignEmail });
