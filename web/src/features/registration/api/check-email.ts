import type { EmailExistsQuery } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** Whether an address typed on a registration page already belongs to a member of the domain (asked once it is an e-mail). */
export const useEmailExists = (email: string | undefined) =>
  useQuery({
    queryKey: registrationKeys.emailExists(email ?? ''),
    queryFn: email
      ? ({ signal }) =>
          api.get<{ exists: boolean }>(withQuery('users/email-exists/', { email } satisfies z.infer<typeof EmailExistsQuery>), { signal, auth: false })
      : skipToken,
    select: (answer) => answer.exists,
    staleTime: 60_000,
    retry: false,
  });
