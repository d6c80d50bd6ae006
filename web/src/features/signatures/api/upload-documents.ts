import type { ProcessedFile, UploadedDocuments } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { uploadName } from '../utils/signed-file';
import { signatureKeys } from './keys';
import type { CodeAnswer } from './send-documents';

type Processed = z.infer<typeof ProcessedFile>;

/** Stages one signed PDF (multipart `file` and its name); the answer names it for documents/upload/. */
export function processFile(file: File): Promise<Processed> {
  const form = new FormData();
  form.append('file', file);
  form.append('filename', uploadName(file));
  return api.post<Processed>('documents/process-file/', form);
}

export const useProcessFile = () => useMutation({ mutationFn: processFile });

/** Upload Patient Documents Signed: the three staged files become the patient's Completed documents. */
export const uploadDocuments = (body: UploadedDocuments) => api.post<CodeAnswer>('documents/upload/', body);

export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
  });
}
