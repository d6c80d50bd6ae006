import type { PatientDocumentView, SuccessAnswer } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { signatureKeys } from './keys';

/** Links a document to a patient (admin). */
export const linkDocumentPatient = ({ id, patient }: { id: number; patient: number }) => api.patch<PatientDocumentView>(`documents/${id}/`, { patient });

/** Deletes a document and its signed file (admin). */
export const deleteDocument = (id: number) => api.delete<z.infer<typeof SuccessAnswer>>(`documents/${id}/`);

/** After a change every documents table loads again. */
function useReloadDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: signatureKeys.all });
}

export const useLinkDocumentPatient = () => useMutation({ mutationFn: linkDocumentPatient, onSuccess: useReloadDocuments() });
export const useDeleteDocument = () => useMutation({ mutationFn: deleteDocument, onSuccess: useReloadDocuments() });
