import { HcDocumentUpdated, HcTemplateCreated, type HcAttestationView } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export type HcTemplateCreated = z.infer<typeof HcTemplateCreated>;
export type HcDocumentUpdated = z.infer<typeof HcDocumentUpdated>;

export const getHcAttestation = (centerId: number, signal?: AbortSignal) =>
  api.get<HcAttestationView>(`documents/harvest-center/${centerId}/attestation/`, { signal });

/** The center's latest attestation and its template id; undefined (or not asked) waits. */
export const useHcAttestation = (centerId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: documentKeys.hcAttestation(centerId ?? 0),
    queryFn: centerId === undefined || !enabled ? skipToken : ({ signal }) => getHcAttestation(centerId, signal),
  });

/**
 * After the center signed its attestation: a template is made from the signed document, then the
 * signed PDF is stored and the center's document and template ids are updated, in that order.
 */
export async function completeHcAttestation(documentId: string, signedBy: number): Promise<HcDocumentUpdated> {
  await api.post<HcTemplateCreated>('documents/harvest-center/create-template/', { documentId, signedBy });
  return api.post<HcDocumentUpdated>('documents/harvest-center/download-and-update/', { documentId });
}
