import type { RhcAssociationPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { associationKeys } from './keys';

export const getRhcPage = (query: CursorQuery, signal?: AbortSignal) => api.get<RhcAssociationPage>(withQuery('rhc-association/all/', query), { signal });

/** RHC Manager (admin): the domain's referral centers with their harvest centers, filtered and paged by the server. */
export const useRhcPage = () =>
  useCursorList(associationKeys.rhcManager(), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: (query, signal): Promise<RhcAssociationPage> => getRhcPage(query, signal),
  });
