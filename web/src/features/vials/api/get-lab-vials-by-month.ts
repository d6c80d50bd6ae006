import type { LabVialsByMonth } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vialsKeys } from './keys';

/** A lab's vials by month and its totals now, from the server's counters. */
export const useLabVialsByMonth = (labId: number | undefined) =>
  useQuery({
    queryKey: vialsKeys.labMonths(labId ?? 0),
    queryFn: ({ signal }) => api.get<LabVialsByMonth>(`processing-labs/${labId}/vials-by-month/`, { signal }),
    enabled: labId !== undefined,
  });
