import type { FedexListQuery, FedexRequestPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { labelKeys } from './keys';

export const getLabelRequests = (query: FedexListQuery, signal?: AbortSignal) => api.get<FedexRequestPage>(withQuery('fedex-requests/', query), { signal });

/** The label requests the member sees, newest first, 10 a page from the server: a center's own, or every one for admins. */
export const useLabelRequests = () =>
  useCursorList(labelKeys.lists(), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: getLabelRequests,
  });
