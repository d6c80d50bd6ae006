import type { AttestationFileAnswer, UserListPage } from '@portal/contracts';
import type { z } from 'zod';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { documentPaths } from '../utils/documents';
import { signatureKeys } from './keys';

/** A page of the domain's harvest centers (the admin's list), filtered by the server. */
export const getCenterPage = (query: CursorQuery, signal?: AbortSignal) => api.get<UserListPage>(withQuery(documentPaths.centers, query), { signal });

/** Harvest Center Documents (admin): the centers, each with whether its attestation is signed. */
export const useCenterAttestations = () =>
  useCursorList(signatureKeys.centers(), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: (query, signal): Promise<UserListPage> => getCenterPage(query, signal),
  });

export type AttestationFile = z.infer<typeof AttestationFileAnswer>;

/** The media path of a center's signed attestation, or null with the reason. */
export const getAttestationFile = (centerId: number) => api.get<AttestationFile>(documentPaths.attestationFile(centerId));
