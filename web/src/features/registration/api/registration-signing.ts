import { SIGNING_POLL_MS, type RegistrationSignLink, type RegistrationSignStatus, type RegistrationTemplates } from '@portal/contracts';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** The registration templates a center page has signed (type 4 HC, 5 RHC): active and completed ones only. */
export const useRegistrationTemplates = (domainId: number | undefined, type: number, enabled: boolean) =>
  useQuery({
    queryKey: registrationKeys.templates(domainId ?? 0, type),
    queryFn:
      domainId && enabled
        ? ({ signal }) =>
            api.get<z.infer<typeof RegistrationTemplates>>(`domain/file-signs/by-domain/${domainId}/registration/${type}/`, { signal, auth: false })
        : skipToken,
    select: (answer) => answer.data,
  });

/** Next: a signing document of one template for the person registering (for the page's link only), and its embedded signing page. */
export const useStartRegistrationSigning = () =>
  useMutation({
    mutationFn: (body: { name: string; email: string; template_id: string; saless_rep_id?: number; hc_id?: number; invite?: string }) =>
      api.post<z.infer<typeof RegistrationSignLink>>('domain/file-signs/registration-sign-link/', body, { auth: false }),
  });

/** The completion flag of the document being signed, asked every 5 s until it is signed. */
export const useRegistrationSignStatus = (documentId: string | undefined) =>
  useQuery({
    queryKey: registrationKeys.signStatus(documentId ?? ''),
    queryFn: documentId
      ? ({ signal }) => api.get<z.infer<typeof RegistrationSignStatus>>(`domain/file-signs/registration-sign-status/${documentId}/`, { signal, auth: false })
      : skipToken,
    refetchInterval: (query) => (query.state.data?.completed ? false : SIGNING_POLL_MS),
  });
