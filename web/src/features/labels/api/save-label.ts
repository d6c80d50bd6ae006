import type { FedexLabelFields, FedexRequestSaved, LabelUploaded } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labelKeys } from './keys';

export interface LabelInput {
  tracking_number: string;
  tracking_link: string;
  /** A new label file; without it the request keeps its label. */
  file?: File;
}

export function uploadLabel(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<LabelUploaded>('fedex-requests/process-file/', form);
}

export const patchLabel = (id: number, body: FedexLabelFields) => api.patch<FedexRequestSaved>(`fedex-requests/${id}/`, body);

/**
 * Adds a request's label and tracking: a new file is uploaded first (process-file), then named in
 * the PATCH; the list is read again.
 */
export function useSaveLabel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.lists() }),
    mutationFn: async ({ file, ...tracking }: LabelInput) => {
      const pdf_file = file ? (await uploadLabel(file)).pdf_file : undefined;
      return patchLabel(id, { ...tracking, ...(pdf_file ? { pdf_file } : {}) });
    },
  });
}
