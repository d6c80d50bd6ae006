import type { RecentSignIns } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in member's own recent sign-ins (sent without X-Acting-As: the real caller's). */
export const useRecentSignIns = () => useQuery({ queryKey: ['sign-ins'], queryFn: () => api.get<RecentSignIns>('auth/sign-ins/', { acting: false }) });
