import type { CenterPublicOptions, SalesRepExistsAnswer } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** Whether the link's sales rep (srid) is a sales rep of this domain. */
export const useLinkSalesRep = (id: number | undefined) =>
  useQuery({
    queryKey: registrationKeys.salesRep(id ?? 0),
    queryFn: id ? ({ signal }) => api.get<z.infer<typeof SalesRepExistsAnswer>>(`sales-rep/${id}/user-exists/`, { signal, auth: false }) : skipToken,
    retry: false,
  });

/** The harvest center the link names (hcid): its company, or an error when it is none of this domain's. */
export const useLinkCenter = (id: number | undefined) =>
  useQuery({
    queryKey: registrationKeys.center(id ?? 0),
    queryFn: id ? ({ signal }) => api.get<z.infer<typeof CenterPublicOptions>>(`harvest-centers/public-options/${id}/`, { signal, auth: false }) : skipToken,
    retry: false,
  });
