import type { DocumentsCodeAnswer, SignatureRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { signatureKeys } from './keys';

export type CodeAnswer = z.infer<typeof DocumentsCodeAnswer>;

/** Request Patients Signatures: the patient gets an e-mail with a signing link for each document. */
export const sendDocuments = (body: SignatureRequest) => api.post<CodeAnswer>('documents/send/', body);

/** After a request the documents tables load again, so the new Pending documents show. */
export function useSendDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDocuments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
