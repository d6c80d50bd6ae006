import type { MembershipItem, TagItem } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getMemberships = (signal?: AbortSignal) => api.get<MembershipItem[]>('memberships/', { signal });

export const getUserTags = (signal?: AbortSignal) => api.get<TagItem[]>('utilities/user-tags/', { signal });

/** The memberships and tags change rarely: they are kept for the whole visit. */
export const membershipsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.memberships(), queryFn: ({ signal }) => getMemberships(signal), staleTime: Infinity });

export const userTagsQueryOptions = () => queryOptions({ queryKey: userKeys.tags(), queryFn: ({ signal }) => getUserTags(signal), staleTime: Infinity });

export const useMemberships = () => useQuery(membershipsQueryOptions());

export const useUserTags = () => useQuery(userTagsQueryOptions());
