import type { CenterPublicOptions, SalesRepExistsAnswer } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

const withInvite = (path: string, invite: string | undefined) => `${path}?${new URLSearchParams({ invite: invite ?? '' })}`;

/** The team of the link's sales rep (srid): answered only for the link's own invitation token. */
export const useLinkSalesRep = (id: number | undefined, invite: string | undefined) =>
  useQuery({
    queryKey: registrationKeys.salesRep(id ?? 0, invite ?? ''),
    queryFn: id
      ? ({ signal }) => api.get<z.infer<typeof SalesRepExistsAnswer>>(withInvite(`sales-rep/${id}/user-exists/`, invite), { signal, auth: false })
      : skipToken,
    retry: false,
  });

/** The harvest center the link names (hcid): its company and rep, answered only for the link's own invitation token. */
export const useLinkCenter = (id: number | undefined, invite: string | undefined) =>
  useQuery({
    queryKey: registrationKeys.center(id ?? 0, invite ?? ''),
    queryFn: id
      ? ({ signal }) => api.get<z.infer<typeof CenterPublicOptions>>(withInvite(`harvest-centers/public-options/${id}/`, invite), { signal, auth: false })
      : skipToken,
    retry: false,
  });
