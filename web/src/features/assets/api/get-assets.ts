import type { AssetListQuery, AssetPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { assetKeys } from './keys';

export const getAssets = (query: AssetListQuery, signal?: AbortSignal) => api.get<AssetPage>(withQuery('assets/', query), { signal });

/** The Asset List: the domain's groups, newest first, 10 a page from the server, with its filter. */
export const useAssets = () =>
  useCursorList(assetKeys.lists(), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: getAssets,
  });
