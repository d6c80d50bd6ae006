import type { PatientDocumentPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { signatureKeys } from './keys';

export const getDocumentPage = (path: string, query: CursorQuery, signal?: AbortSignal) => api.get<PatientDocumentPage>(withQuery(path, query), { signal });

/**
 * A documents table (the admin's documents/, a center's documentList/): paged and filtered by the
 * server. `path` names the list; undefined waits (the center's id is not known yet).
 */
export const useDocumentList = (path: string | undefined) =>
  useCursorList(signatureKeys.list(path ?? ''), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: (query, signal): Promise<PatientDocumentPage> => getDocumentPage(path!, query, signal),
    enabled: Boolean(path),
  });
