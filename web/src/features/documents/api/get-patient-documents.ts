import type { PatientDocumentLists } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export const getPatientDocuments = (patientId: number, signal?: AbortSignal) => api.get<PatientDocumentLists>(`documents/list/${patientId}/`, { signal });

/** A patient's documents of each kind, newest first; undefined waits. */
export const usePatientDocuments = (patientId: number | undefined) =>
  useQuery({
    queryKey: documentKeys.patient(patientId ?? 0),
    queryFn: patientId === undefined ? skipToken : ({ signal }) => getPatientDocuments(patientId, signal),
  });
