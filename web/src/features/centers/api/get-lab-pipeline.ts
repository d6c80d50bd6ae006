import type { LabPipeline } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** A lab's active patients by the stage of their process, from the server's counters. */
export const useLabPipeline = (labId: number | undefined) =>
  useQuery({
    queryKey: centerKeys.pipeline(labId ?? 0),
    queryFn: ({ signal }) => api.get<LabPipeline>(`processing-labs/${labId}/pipeline/`, { signal }),
    enabled: labId !== undefined,
  });
